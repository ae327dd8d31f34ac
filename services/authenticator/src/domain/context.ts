import type { AccountsClient } from '../clients/accounts-client.ts';
import type { LoginAttemptsRepository } from '../data/login-attempts.repository.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { KnownClients } from './client-authentication.ts';
import type { Clock } from '@teleplan/kit/clock';
import type { LockPolicy } from './lockout.ts';
import type { Sessions } from './sessions.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { SigningKeys } from './signing-keys.ts';

/** Everything the grants and routes work with, built once by the service plugin. */
export interface AuthenticatorContext {
  clock: Clock;
  keys: SigningKeys;
  accessTokens: AccessTokens;
  accounts: AccountsClient;
  attempts: LoginAttemptsRepository;
  sessions: Sessions;
  throttle: SignInThrottle;
  clients: KnownClients;
  lockPolicy: LockPolicy;
  secureCookie: boolean;
}
