/** An email address as the forms check it: one `@`, a dot in the domain, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text, or undefined when absent or blank (blank means "keep" for secrets and "missing" for fields). */
export function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
