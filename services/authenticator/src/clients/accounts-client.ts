import { Value } from 'typebox/value';
import {
  AccountSchema,
  VerifyCredentialsReplySchema,
  type Account,
  type VerifyCredentialsReply,
} from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';
import { callService, type Fetch, type ServiceTokenSource } from '@teleplan/kit/http/service-client';

/** What the authenticator asks of the accounts service (its internal, SERVICE-only endpoints). */
export interface AccountsClient {
  verifyCredentials(email: string, password: string): Promise<VerifyCredentialsReply>;
  /** The account now, or undefined when accounts says it does not exist. */
  getAccount(id: string): Promise<Account | undefined>;
}

export interface AccountsClientOptions {
  baseUrl: string;
  tokens: ServiceTokenSource;
  timeoutMs: number;
  /** How requests reach accounts (`ServiceDeps.fetch`: in process in the standalone mode); global `fetch` else. */
  fetch?: Fetch;
}

/** The caller sees only that accounts is unavailable; the reason stays in the log (`cause`). */
const unavailable = (cause: unknown) =>
  Object.assign(new AppError(503, MessageCodes.common.upstreamUnavailable, 'Accounts service unavailable'), {
    cause,
  });

/** A 404 that accounts itself answered about the account, as opposed to a missing route or a proxy's 404. */
const isMissingAccount = (error: unknown) =>
  error instanceof AppError &&
  error.statusCode === 404 &&
  (error.messageCode.startsWith('accounts.') || error.messageCode.startsWith('user_profiles.'));

export function httpAccountsClient(options: AccountsClientOptions): AccountsClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  // Anything but a well-formed answer is the owner being unavailable: a refusal of our service token must not
  // reach the person signing in as if it were about them.
  async function call<T>(
    url: string,
    init: { method: 'GET' | 'POST'; json?: unknown },
    check: (v: unknown) => v is T,
  ) {
    let answer: unknown;
    try {
      answer = await callService<unknown>({
        url,
        ...init,
        tokens: options.tokens,
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
    } catch (error) {
      if (isMissingAccount(error)) throw error;
      throw unavailable(error);
    }
    if (!check(answer)) throw unavailable(new Error(`unexpected answer from ${url}`));
    return answer;
  }

  return {
    verifyCredentials: (email, password) =>
      call(
        `${base}/internal/verify-credentials`,
        { method: 'POST', json: { email, password } },
        (v): v is VerifyCredentialsReply => Value.Check(VerifyCredentialsReplySchema, v),
      ),
    async getAccount(id) {
      try {
        return await call(
          `${base}/internal/accounts/${encodeURIComponent(id)}`,
          { method: 'GET' },
          (v): v is Account => Value.Check(AccountSchema, v),
        );
      } catch (error) {
        if (isMissingAccount(error)) return undefined;
        throw error;
      }
    },
  };
}
