import { LOCKED_DESCRIPTION } from '@teleplan/proto/auth';
import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';

const C = MessageCodes.authenticator;

/**
 * OAuth `error` values the token endpoint answers with. `slow_down` (RFC 8628's "polling too fast") for a
 * client address that spent its budget.
 */
export type OAuthError =
  'invalid_request' | 'invalid_grant' | 'invalid_client' | 'unsupported_grant_type' | 'slow_down';

export interface GrantErrorDetails {
  remainingAttempt?: number;
  /** Seconds until the request may be made again (the `Retry-After` header). */
  retryAfterSeconds?: number;
}

/** A refusal of the token endpoint: an AppError that also carries the OAuth fields the login screen reads. */
export class GrantError extends AppError {
  readonly oauthError: OAuthError;
  readonly remainingAttempt: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  /** `message` is also the `error_description`. */
  constructor(
    statusCode: number,
    messageCode: MessageCode,
    message: string,
    oauthError: OAuthError,
    details: GrantErrorDetails = {},
  ) {
    super(statusCode, messageCode, message);
    this.oauthError = oauthError;
    this.remainingAttempt = details.remainingAttempt;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const BAD_CREDENTIALS = 'Bad credentials';
export const DISABLED_DESCRIPTION = 'User is disabled';

export const grantErrors = {
  badCredentials: (remaining: number) =>
    new GrantError(400, C.badCredentials, BAD_CREDENTIALS, 'invalid_grant', { remainingAttempt: remaining }),
  locked: () => new GrantError(400, C.locked, LOCKED_DESCRIPTION, 'invalid_grant'),
  attemptsInProgress: () =>
    new GrantError(429, C.attemptsInProgress, 'Sign-ins to this account are being checked', 'slow_down', {
      retryAfterSeconds: 1,
    }),
  disabled: () => new GrantError(400, C.disabled, DISABLED_DESCRIPTION, 'invalid_grant'),
  invalidRefresh: () => new GrantError(400, C.invalidRefresh, 'Invalid refresh token', 'invalid_grant'),
  refreshReused: () =>
    new GrantError(
      400,
      C.refreshReused,
      'Refresh token already used; the session is revoked',
      'invalid_grant',
    ),
  unknownClient: () => new GrantError(401, C.unknownClient, 'Unknown client or bad secret', 'invalid_client'),
  unsupportedGrant: () =>
    new GrantError(400, C.unsupportedGrant, 'Unsupported grant type', 'unsupported_grant_type'),
  missingField: (field: string) =>
    new GrantError(
      400,
      MessageCodes.common.validation,
      `Missing or empty field: ${field}`,
      'invalid_request',
    ),
  twoClientAuthentications: () =>
    new GrantError(
      400,
      MessageCodes.common.validation,
      'Client credentials given both in the Authorization header and in the form',
      'invalid_request',
    ),
  throttled: (retryAfterSeconds: number) =>
    new GrantError(429, C.signInThrottled, 'Too many sign-in requests from this address', 'slow_down', {
      retryAfterSeconds,
    }),
};
