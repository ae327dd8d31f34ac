import type { EntityManager } from 'typeorm';

/** The replay guard of the captcha, shared by every replica through the database. */
export class UsedCaptchaRepository {
  private readonly manager: EntityManager;
  private lastPurge = 0;

  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Records a redeemed challenge until `expiresAt`; false when it was already there (a replay). */
  async markUsed(challengeId: string, expiresAt: Date): Promise<boolean> {
    if (Date.now() - this.lastPurge > 60_000) {
      this.lastPurge = Date.now();
      await this.manager.query('DELETE FROM used_captcha WHERE expires_at < now()');
    }
    const inserted: unknown[] = await this.manager.query(
      'INSERT INTO used_captcha (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING challenge_id',
      [challengeId, expiresAt],
    );
    return inserted.length === 1;
  }
}
