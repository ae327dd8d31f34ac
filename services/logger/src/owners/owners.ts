import { AppError, forbidden } from '@teleplan/kit/errors';
import { callService, type Fetch } from '@teleplan/kit/http/service-client';
import type { Profile } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';

/**
 * The owners asked, with the caller's own token, whether the caller may read an appointment or a person: the
 * rule stays theirs (docs/logs-and-audit.md#who-reads-what). Both throw 403 `logger.audit.unauthorized` when the
 * owner refuses or knows no such thing, 503 `common.upstream.unavailable` when it does not answer.
 */
export interface Owners {
  /** Resolves when the caller may read appointment `id`. */
  checkAppointment(bearerToken: string, id: string): Promise<void>;
  /** The account of profile `id` (null for a profile without one), when the caller may read that profile. */
  profileAccount(bearerToken: string, id: string): Promise<string | null>;
}

export interface OwnersOptions {
  scheduleUrl: string;
  accountsUrl: string;
  timeoutMs: number;
  fetch?: Fetch;
}

/** An owner's refusal (403) or not-found (404) is the caller's refusal here; anything else passes on. */
function refusedAsUnauthorized(error: unknown): never {
  if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404))
    throw forbidden(MessageCodes.logger.auditUnauthorized, 'The owner refused to show this to the caller');
  throw error;
}

export function httpOwners(options: OwnersOptions): Owners {
  const get = <T>(url: string, bearerToken: string) =>
    callService<T>({
      url,
      tokens: { token: async () => bearerToken },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    }).catch(refusedAsUnauthorized);
  return {
    async checkAppointment(bearerToken, id) {
      await get(`${options.scheduleUrl}/appointments/${encodeURIComponent(id)}`, bearerToken);
    },
    async profileAccount(bearerToken, id) {
      const profile = await get<Profile>(
        `${options.accountsUrl}/profile/${encodeURIComponent(id)}`,
        bearerToken,
      );
      return profile.accountId;
    },
  };
}
