import { solveChallenge, type Challenge } from 'altcha-lib';
import { solveChallenge as solveChallengeV1 } from 'altcha-lib/v1';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/web/sha';
import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';

/** An ALTCHA v1 challenge (altcha-lib/v1 on the server). */
interface ChallengeV1 {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

function isV2(value: unknown): value is Challenge {
  return !!value && typeof value === 'object' && 'parameters' in value;
}

function isV1(value: unknown): value is ChallengeV1 {
  return (
    !!value && typeof value === 'object' && 'challenge' in value && 'salt' in value && 'signature' in value
  );
}

function webDeriveKey(algorithm: string) {
  if (algorithm.startsWith('PBKDF2/')) return derivePbkdf2Key;
  if (algorithm.startsWith('SHA-')) return deriveShaKey;
  // SCRYPT and ARGON2ID need WebAssembly workers the browser build does not ship here.
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
}

function toBase64(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Solves an ALTCHA proof-of-work challenge in the browser with Web Crypto and returns the base64 payload
 * the server verifies. Works with v2 challenges ({ parameters, signature }) and v1 ones.
 */
export async function solveCaptcha(challenge: unknown, signal?: AbortSignal): Promise<string> {
  if (isV2(challenge)) {
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort());
    const solution = await solveChallenge({
      challenge,
      deriveKey: webDeriveKey(challenge.parameters.algorithm),
      controller,
    });
    if (!solution) throw new Error('Captcha not solved');
    return toBase64({ challenge, solution });
  }
  if (isV1(challenge)) {
    const { promise, controller } = solveChallengeV1(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    );
    signal?.addEventListener('abort', () => controller.abort());
    const solution = await promise;
    if (!solution) throw new Error('Captcha not solved');
    return toBase64({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    });
  }
  throw new Error('Unknown captcha challenge');
}
