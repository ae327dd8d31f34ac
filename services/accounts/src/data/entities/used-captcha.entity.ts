import { EntitySchema } from 'typeorm';

/** Captcha challenges already redeemed, kept until they expire so a payload cannot be replayed. */
export interface UsedCaptchaRow {
  challengeId: string;
  expiresAt: Date;
}

export const UsedCaptchaEntity = new EntitySchema<UsedCaptchaRow>({
  name: 'UsedCaptcha',
  tableName: 'used_captcha',
  columns: {
    challengeId: { type: 'varchar', length: 128, primary: true, name: 'challenge_id' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
  },
});
