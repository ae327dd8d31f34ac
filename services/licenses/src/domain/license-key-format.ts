import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { MAX_ROOMS_PER_LICENSE } from '@teleplan/proto/licenses';

/** Version tag that starts every key; a new format gets a new tag. */
export const LICENSE_PREFIX = 'TPL1';
const SIGNATURE_BYTES = 64;
const MAX_LENGTH = 1024;
const SHAPE = /^TPL1\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{86})$/;

/** What a licence key says: its id on record, the signing key, its rooms and its issue date. */
export const LicensePayloadSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kid: Type.String({ minLength: 1, maxLength: 64 }),
    rooms: Type.Integer({ minimum: 1, maximum: MAX_ROOMS_PER_LICENSE }),
    iat: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type LicensePayload = Static<typeof LicensePayloadSchema>;

/** A key split into its parts; the signature still has to be checked. */
export interface ParsedLicense {
  payload: LicensePayload;
  /** The bytes the signature covers: `TPL1.<payload>`. */
  signedPart: Buffer;
  signature: Buffer;
}

/** `TPL1.<base64url JSON payload>.<base64url Ed25519 signature of "TPL1.<payload>">`. */
export function encodeLicense(payload: LicensePayload, sign: (data: Buffer) => Buffer): string {
  const signedPart = `${LICENSE_PREFIX}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
  return `${signedPart}.${sign(Buffer.from(signedPart, 'ascii')).toString('base64url')}`;
}

/** The parts of a key, or undefined when it is not one (format, encoding or payload). */
export function parseLicense(text: string): ParsedLicense | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const match = SHAPE.exec(text);
  if (!match) return undefined;
  const [, encodedPayload, encodedSignature] = match as unknown as [string, string, string];
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== SIGNATURE_BYTES) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Value.Check(LicensePayloadSchema, payload)) return undefined;
  return { payload, signedPart: Buffer.from(`${LICENSE_PREFIX}.${encodedPayload}`, 'ascii'), signature };
}
