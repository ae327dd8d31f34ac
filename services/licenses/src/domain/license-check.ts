import type { LicensesContext } from './context.ts';
import { refusals } from './errors.ts';
import type { LicensePayload } from './license-key-format.ts';

/** The payload of a typed or pasted key, or the refusal: missing (blank) or invalid (format, signature). */
export function verifiedPayload(ctx: LicensesContext, text: string): LicensePayload {
  const trimmed = text.trim();
  if (!trimmed) throw refusals.licenseMissing();
  const payload = ctx.signer.verify(trimmed);
  if (!payload) throw refusals.licenseInvalid();
  return payload;
}
