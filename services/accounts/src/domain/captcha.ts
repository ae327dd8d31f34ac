import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Remembers redeemed challenges until they expire; `markUsed` is false when the id was already there. */
export interface UsedChallengeStore {
  markUsed(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export interface CaptchaOptions {
  /** Empty: a random key for this process. */
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution counter is drawn between maxCounter/2 and maxCounter. */
  maxCounter: number;
  ttlSeconds: number;
  store: UsedChallengeStore;
}

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Self-hosted ALTCHA proof of work (altcha-lib 2.x). Challenges are signed, carry their expiry, and in
 * deterministic mode also a signature of the expected key, so a check costs one HMAC. Each challenge is
 * redeemable once.
 */
export class Captcha {
  private readonly options: CaptchaOptions;
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;

  constructor(options: CaptchaOptions) {
    this.options = options;
    const master = options.hmacKey || randomBytes(32).toString('hex');
    this.signatureKey = createHmac('sha256', master).update('altcha-challenge').digest('hex');
    this.keySignatureKey = createHmac('sha256', master).update('altcha-derived-key').digest('hex');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.options.cost,
      counter: randomInt(this.options.maxCounter, Math.ceil(this.options.maxCounter / 2)),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + this.options.ttlSeconds,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
  }

  /** Whether `encoded` (base64 of `{ challenge, solution }`) solves a live challenge of ours not redeemed yet. */
  async verify(encoded: string): Promise<boolean> {
    const payload = decode(encoded);
    if (!payload) return false;
    const { parameters } = payload.challenge;
    if (parameters.algorithm !== ALGORITHM || typeof parameters.expiresAt !== 'number') return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureKey,
        hmacKeySignatureSecret: this.keySignatureKey,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return this.options.store.markUsed(parameters.nonce, new Date(parameters.expiresAt * 1000));
  }
}

function decode(encoded: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const payload = value as Partial<Payload> | null;
  const parameters = payload?.challenge?.parameters as Record<string, unknown> | undefined;
  const solution = payload?.solution as Record<string, unknown> | undefined;
  if (!parameters || typeof parameters !== 'object' || !solution || typeof solution !== 'object') return null;
  if (typeof parameters.nonce !== 'string' || parameters.nonce.length === 0 || parameters.nonce.length > 128)
    return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return payload as Payload;
}
