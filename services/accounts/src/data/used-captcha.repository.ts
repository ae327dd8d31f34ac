import type { DataSource } from 'typeorm';
import type { UsedChallengeStore } from '../domain/captcha.ts';

/** The replay guard of the captcha, shared by every replica through the database. */
export function usedCaptchaStore(dataSource: DataSource): UsedChallengeStore {
  let lastPurge = 0;
  return {
    async markUsed(challengeId, expiresAt) {
      if (Date.now() - lastPurge > 60_000) {
        lastPurge = Date.now();
        await dataSource.query('DELETE FROM used_captcha WHERE expires_at < now()');
      }
      const inserted: unknown[] = await dataSource.query(
        'INSERT INTO used_captcha (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING challenge_id',
        [challengeId, expiresAt],
      );
      return inserted.length === 1;
    },
  };
}
