import { EntitySchema } from 'typeorm';

/** An Ed25519 key pair that signs licence keys; the newest signs, every one still verifies. */
export interface SigningKeyRow {
  kid: string;
  /** SPKI PEM. */
  publicKey: string;
  /** PKCS8 PEM, or its AES-256-GCM encrypted form when LICENSES_KEY_ENCRYPTION_SECRET is set. */
  privateKey: string;
  createdAt: Date;
}

export const SigningKeyEntity = new EntitySchema<SigningKeyRow>({
  name: 'LicenseSigningKey',
  tableName: 'signing_key',
  columns: {
    kid: { type: 'varchar', length: 64, primary: true },
    publicKey: { type: 'text', name: 'public_key' },
    privateKey: { type: 'text', name: 'private_key' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
  },
});
