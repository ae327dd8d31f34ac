import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '../errors.ts';
import { currentRequest } from '../request-context.ts';

/**
 * How a service sends its requests to another: the global `fetch`, or the standalone root's, which answers the
 * internal listener's URLs in process.
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Gives the bearer token a service presents to another service. */
export interface ServiceTokenSource {
  token(): Promise<string>;
}

/** Tokens from the authenticator's client-credentials grant, cached until shortly before they expire. */
export function clientCredentials(options: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}): ServiceTokenSource {
  let cached: { token: string; until: number } | undefined;
  return {
    async token() {
      if (cached && cached.until > Date.now()) return cached.token;
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
      const answer = await callService<{ access_token: string; expires_in: number }>({
        url: options.tokenUrl,
        method: 'POST',
        form: body,
      });
      cached = { token: answer.access_token, until: Date.now() + (answer.expires_in - 30) * 1000 };
      return cached.token;
    },
  };
}

export interface ServiceCall {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: URLSearchParams;
  tokens?: ServiceTokenSource;
  timeoutMs?: number;
  /** The global `fetch` unless given (`ServiceDeps.fetch`). */
  fetch?: Fetch;
}

/**
 * One synchronous call to another service, with a timeout, under the current request's id (`x-request-id`). A 4xx answer with a messageCode is rethrown as
 * that error; an owner that is down or too slow becomes a 503 `common.upstream.unavailable`.
 */
export async function callService<T>(call: ServiceCall): Promise<T> {
  const headers: Record<string, string> = {};
  // The callee logs under the same request id, so one request's lines are found across services.
  const request = currentRequest();
  if (request) headers['x-request-id'] = request.requestId;
  if (call.tokens) headers.authorization = `Bearer ${await call.tokens.token()}`;
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = call.form.toString();
  }
  let response: Response;
  try {
    response = await (call.fetch ?? fetch)(call.url, {
      method: call.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(call.timeoutMs ?? 5000),
    });
  } catch {
    throw new AppError(
      503,
      MessageCodes.common.upstreamUnavailable,
      `Service unreachable: ${new URL(call.url).pathname}`,
    );
  }
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (response.ok) return parsed as T;
  const error = parsed as { messageCode?: string; message?: string } | undefined;
  if (response.status < 500 && error?.messageCode) {
    throw new AppError(response.status, error.messageCode as never, error.message ?? 'Refused by upstream');
  }
  throw new AppError(503, MessageCodes.common.upstreamUnavailable, `Upstream answered ${response.status}`);
}
