/**
 * The token of a survey link '/formulaire-satisfaction#/?token=...' (in the hash, so the server never logs it);
 * null when the hash holds none.
 */
export function surveyTokenOf(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  const url = new URL(hash.slice(1), 'http://hash.invalid');
  const token = url.searchParams.get('token')?.trim();
  return token || null;
}
