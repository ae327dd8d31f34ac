import { EntitySchema } from 'typeorm';

/** A refresh token, known only by the SHA-256 of its value. */
export interface RefreshTokenRow {
  tokenHash: string;
  familyId: string;
  issuedAt: Date;
  /**
   * When the token stopped being current: its own rotation, or the rotation of a sibling. Presenting it again
   * within the reuse grace gets a sibling successor; later, it revokes the family.
   */
  usedAt: Date | null;
}

export const RefreshTokenEntity = new EntitySchema<RefreshTokenRow>({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  columns: {
    tokenHash: { type: 'char', length: 64, primary: true, name: 'token_hash' },
    familyId: { type: 'uuid', name: 'family_id' },
    issuedAt: { type: 'timestamptz', name: 'issued_at' },
    usedAt: { type: 'timestamptz', name: 'used_at', nullable: true },
  },
});
