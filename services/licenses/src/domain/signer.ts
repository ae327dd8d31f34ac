import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { decryptSecret, encryptSecret, isEncryptedSecret } from '@teleplan/kit/crypto/secret-encryption';
import type { SigningKeyRow } from '../data/entities/signing-key.entity.ts';
import type { LicenseKeysRepository } from '../data/signing-keys.repository.ts';
import type { Clock } from '@teleplan/kit/clock';
import { encodeLicense, parseLicense, type LicensePayload } from './license-key-format.ts';

interface LoadedKey {
  kid: string;
  createdAt: Date;
  publicPem: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/**
 * The Ed25519 keys that sign licence keys, kept in the service's database (private halves encrypted when a
 * secret is configured). The first start creates one key under an advisory lock, so replicas and the
 * issue-license script agree on it; the newest key signs, every stored key verifies.
 */
export class LicenseSigner {
  private keys: LoadedKey[];

  private constructor(keys: LoadedKey[]) {
    this.keys = keys;
  }

  static async open(
    repository: LicenseKeysRepository,
    options: { secret: string; now: Clock },
  ): Promise<LicenseSigner> {
    await repository.exclusively(async (locked) => {
      if ((await locked.list()).length === 0) await locked.insert(newKeyRow(options.secret, options.now()));
    });
    const rows = await repository.list();
    return new LicenseSigner(rows.map((row) => load(row, options.secret)));
  }

  /** A signed key carrying `payload` (its `kid` is set here). */
  sign(payload: Omit<LicensePayload, 'kid'>): string {
    const key = this.keys.at(-1)!;
    return encodeLicense({ ...payload, kid: key.kid }, (data) => sign(null, data, key.privateKey));
  }

  /** The payload of `text` when it is a key signed by one of these keys; undefined for anything else. */
  verify(text: string): LicensePayload | undefined {
    const parsed = parseLicense(text);
    if (!parsed) return undefined;
    const key = this.keys.find((k) => k.kid === parsed.payload.kid);
    if (!key) return undefined;
    return verify(null, parsed.signedPart, key.publicKey, parsed.signature) ? parsed.payload : undefined;
  }

  publicKeys(): { kid: string; algorithm: 'Ed25519'; publicKey: string }[] {
    return this.keys.map((k) => ({ kid: k.kid, algorithm: 'Ed25519', publicKey: k.publicPem }));
  }
}

function newKeyRow(secret: string, now: Date): SigningKeyRow {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    kid: keyId(publicKey),
    publicKey: publicPem,
    privateKey: secret ? encryptSecret(privatePem, secret) : privatePem,
    createdAt: now,
  };
}

/** A short, stable name for a public key: the start of its SPKI digest. */
function keyId(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url')
    .slice(0, 16);
}

function load(row: SigningKeyRow, secret: string): LoadedKey {
  let pem = row.privateKey;
  if (isEncryptedSecret(pem)) {
    if (!secret)
      throw new Error(`Licence signing key ${row.kid} is encrypted: set LICENSES_KEY_ENCRYPTION_SECRET`);
    try {
      pem = decryptSecret(pem, secret);
    } catch {
      throw new Error(
        `Licence signing key ${row.kid} does not decrypt: wrong LICENSES_KEY_ENCRYPTION_SECRET`,
      );
    }
  }
  return {
    kid: row.kid,
    createdAt: row.createdAt,
    publicPem: row.publicKey,
    publicKey: createPublicKey(row.publicKey),
    privateKey: createPrivateKey(pem),
  };
}
