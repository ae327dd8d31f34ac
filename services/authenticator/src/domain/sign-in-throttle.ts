import type { SignInThrottleRepository } from '../data/sign-in-throttle.repository.ts';
import type { Clock } from '@teleplan/kit/clock';
import { grantErrors } from './grant-error.ts';

export const THROTTLE_WINDOW_MS = 60_000;

/** Requests of each budget a client address may make per window. */
export interface ThrottleBudgets {
  /** Grants that check a secret: password and client_credentials. */
  signIn: number;
  refresh: number;
}

/**
 * The budget a grant type is counted in. Refreshes have their own, so an office reloading its pages never
 * spends the sign-in budget; unknown grants are refused without any work and count nowhere.
 */
export function budgetOf(grantType: string): keyof ThrottleBudgets | undefined {
  if (grantType === 'password' || grantType === 'client_credentials') return 'signIn';
  if (grantType === 'refresh_token') return 'refresh';
  return undefined;
}

/**
 * Token-endpoint requests per client address, in fixed windows counted in the database (every replica shares
 * them). A window boundary lets through at most twice a budget in a short burst; the per-identifier lockout
 * bounds guesses at one account whatever the address.
 */
export class SignInThrottle {
  private readonly repository: SignInThrottleRepository;
  private readonly budgets: ThrottleBudgets;
  private readonly now: Clock;

  constructor(repository: SignInThrottleRepository, budgets: ThrottleBudgets, now: Clock) {
    this.repository = repository;
    this.budgets = budgets;
    this.now = now;
  }

  /** Counts a request of `grantType` from `address`; throws a 429 once the address has spent that budget. */
  async admit(grantType: string, address: string): Promise<void> {
    const budget = budgetOf(grantType);
    if (!budget) return;
    const now = this.now().getTime();
    const windowStart = now - (now % THROTTLE_WINDOW_MS);
    const counted = await this.repository.count(`${budget}:${address}`, new Date(windowStart));
    if (counted > this.budgets[budget])
      throw grantErrors.throttled(Math.ceil((windowStart + THROTTLE_WINDOW_MS - now) / 1000));
  }

  /** Forgets every window before the current one. */
  async purge(): Promise<void> {
    const now = this.now().getTime();
    await this.repository.purge(new Date(now - (now % THROTTLE_WINDOW_MS)));
  }
}
