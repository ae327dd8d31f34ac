/** A vowel: French elides "de" before it ("d’Antoine"); not before an h, mute or not ("de Hugo", "de House"). */
const ELIDING = /^[aeiouyàâäæéèêëîïôöœùûü]/i;

/** "de Marie Curie" / "d’Antoine Girard": the French "of" before a name, elided where French elides it. */
export function frenchOf(name: string): string {
  return ELIDING.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`;
}
