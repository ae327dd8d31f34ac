import { LOCKED_DESCRIPTION } from '@teleplan/proto/auth';
import type { TokenResult } from '../../../shared/api/token-client.ts';

export type LoginFailure =
  | { kind: 'locked' }
  | { kind: 'wrongPassword'; remaining: number }
  | { kind: 'unreachable' }
  | { kind: 'rateLimited' }
  | { kind: 'unknownAccount' };

/**
 * Which toast a refused sign-in gets (docs/screens.md#forms): a locked account (or the failure that locks it), a
 * wrong password with the attempts left, otherwise 'no account found'. A server out of reach or a rate limit
 * get their own words, as 'no account' would mislead there.
 */
export function loginFailure(result: Extract<TokenResult, { ok: false }>): LoginFailure {
  const error = result.error;
  if (error?.error_description === LOCKED_DESCRIPTION) return { kind: 'locked' };
  // The wrong password that used the last attempt has just locked the account: say so, not '0 left'.
  if (error?.remaining_attempt === 0) return { kind: 'locked' };
  if (typeof error?.remaining_attempt === 'number')
    return { kind: 'wrongPassword', remaining: error.remaining_attempt };
  if (result.status === 0 || result.status >= 500) return { kind: 'unreachable' };
  if (result.status === 429) return { kind: 'rateLimited' };
  return { kind: 'unknownAccount' };
}
