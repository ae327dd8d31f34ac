import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { KeyResolver } from '@teleplan/kit/auth/keys';
import { decryptSecret, encryptSecret, isEncryptedSecret } from '@teleplan/kit/crypto/secret-encryption';
import type { SigningKeyRow } from '../data/entities/signing-key.entity.ts';
import type { AccessKeysRepository } from '../data/signing-keys.repository.ts';
import type { Clock } from '@teleplan/kit/clock';

export const SIGNING_ALG = 'ES256';

/** A public key as the JWKS publishes it. */
export interface PublishedJwk extends JWK {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: typeof SIGNING_ALG;
  use: 'sig';
}

export interface LoadedKey {
  kid: string;
  createdAt: Date;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicPem: string;
  jwk: PublishedJwk;
}

/** The stored public key's EC coordinates (written by `create` with all four). */
function publicJwkOf(row: SigningKeyRow) {
  const { kty, crv, x, y } = row.publicJwk;
  if (!kty || !crv || !x || !y) throw new Error(`Signing key ${row.kid} has an incomplete public key`);
  return { kty, crv, x, y };
}

/** How often a lookup of an unknown kid, or the JWKS, may go back to the database (other replicas rotate). */
const RELOAD_AFTER_MS = 1_000;
const JWKS_RELOAD_AFTER_MS = 60_000;

/**
 * The service's ES256 signing keys, kept in its database. Every active key is published; the newest signs.
 * The first start creates one key (under an advisory lock, so replicas starting together agree on it).
 */
export class SigningKeys {
  private keys: LoadedKey[] = [];
  private loadedAt = 0;
  private readonly repository: AccessKeysRepository;
  private readonly secret: string;
  private readonly now: Clock;

  private constructor(repository: AccessKeysRepository, secret: string, now: Clock) {
    this.repository = repository;
    this.secret = secret;
    this.now = now;
  }

  static async open(
    repository: AccessKeysRepository,
    options: { secret: string; now: Clock },
  ): Promise<SigningKeys> {
    const store = new SigningKeys(repository, options.secret, options.now);
    await repository.exclusively(async (locked) => {
      if ((await locked.list()).length === 0) await store.create(locked);
    });
    await store.reload();
    return store;
  }

  /** The key that signs new tokens. */
  signing(): LoadedKey {
    const key = this.keys.at(-1);
    if (!key) throw new Error('no signing key loaded');
    return key;
  }

  async find(kid: string): Promise<LoadedKey | undefined> {
    const known = this.keys.find((k) => k.kid === kid);
    if (known || this.now().getTime() - this.loadedAt < RELOAD_AFTER_MS) return known;
    await this.reload();
    return this.keys.find((k) => k.kid === kid);
  }

  async jwks(): Promise<{ keys: PublishedJwk[] }> {
    if (this.now().getTime() - this.loadedAt >= JWKS_RELOAD_AFTER_MS) await this.reload();
    return { keys: this.keys.map((k) => k.jwk) };
  }

  /** Adds a new key that signs from now on; the old ones stay published until retired. */
  async rotate(): Promise<string> {
    const kid = await this.repository.exclusively((locked) => this.create(locked));
    await this.reload();
    return kid;
  }

  /** Stops publishing (and signing with) a key; tokens it signed stop verifying. */
  async retire(kid: string): Promise<void> {
    await this.repository.updateLive(kid, { retiredAt: this.now() });
    await this.reload();
  }

  /** Key lookup for the kit's auth plugin: the service verifies its own tokens without calling itself. */
  resolver(): KeyResolver {
    return async (kid) => {
      const key = kid ? await this.find(kid) : undefined;
      if (!key) throw new Error('unknown signing key');
      return key.publicPem;
    };
  }

  async reload(): Promise<void> {
    const rows = await this.repository.list();
    const loaded: LoadedKey[] = [];
    for (const row of rows) loaded.push(this.keys.find((k) => k.kid === row.kid) ?? (await this.load(row)));
    this.keys = loaded;
    this.loadedAt = this.now().getTime();
  }

  private async create(repository: AccessKeysRepository): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const pem = await exportPKCS8(privateKey);
    await repository.insert({
      kid,
      algorithm: SIGNING_ALG,
      publicJwk: { kty: publicJwk.kty!, crv: publicJwk.crv!, x: publicJwk.x!, y: publicJwk.y! },
      privateKey: this.secret ? encryptSecret(pem, this.secret) : pem,
      createdAt: this.now(),
      retiredAt: null,
    });
    return kid;
  }

  private async load(row: SigningKeyRow): Promise<LoadedKey> {
    let pem = row.privateKey;
    if (isEncryptedSecret(pem)) {
      if (!this.secret)
        throw new Error(`Signing key ${row.kid} is encrypted: set AUTHENTICATOR_KEY_ENCRYPTION_SECRET`);
      try {
        pem = decryptSecret(pem, this.secret);
      } catch {
        throw new Error(`Signing key ${row.kid} does not decrypt: wrong AUTHENTICATOR_KEY_ENCRYPTION_SECRET`);
      }
    }
    const publicKey = await importJWK(row.publicJwk, SIGNING_ALG);
    if (publicKey instanceof Uint8Array) throw new Error('unexpected symmetric key');
    return {
      kid: row.kid,
      createdAt: row.createdAt,
      privateKey: await importPKCS8(pem, SIGNING_ALG),
      publicKey,
      publicPem: await exportSPKI(publicKey),
      jwk: { ...publicJwkOf(row), kid: row.kid, alg: SIGNING_ALG, use: 'sig' },
    };
  }
}
