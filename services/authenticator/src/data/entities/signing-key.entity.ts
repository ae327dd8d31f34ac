import { EntitySchema } from 'typeorm';

export interface SigningKeyRow {
  kid: string;
  algorithm: string;
  /** Public JWK as published (kty, crv, x, y). */
  publicJwk: Record<string, string>;
  /** PKCS8 PEM, or its AES-256-GCM encrypted form when a key-encryption secret is configured. */
  privateKey: string;
  createdAt: Date;
  /** Set when the key stops signing and leaves the JWKS. */
  retiredAt: Date | null;
}

export const SigningKeyEntity = new EntitySchema<SigningKeyRow>({
  name: 'SigningKey',
  tableName: 'signing_key',
  columns: {
    kid: { type: 'varchar', length: 64, primary: true },
    algorithm: { type: 'varchar', length: 16 },
    publicJwk: { type: 'jsonb', name: 'public_jwk' },
    privateKey: { type: 'text', name: 'private_key' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    retiredAt: { type: 'timestamptz', name: 'retired_at', nullable: true },
  },
});
