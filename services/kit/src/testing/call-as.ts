import type { FastifyInstance } from 'fastify';
import type { Role } from '@teleplan/proto/roles';
import type { TestIssuer } from './test-issuer.ts';

/** Who calls: a user id acting in a role (or a service token), or null for no token at all. */
export type Caller = { id: string; role: Role | 'SERVICE' } | null;

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls `app` with `inject` as `caller` (a bearer token from the test issuer) and answers the status and the
 * parsed JSON body, for integration tests of a service's routes.
 */
export async function callAs<T = unknown>(
  target: { app: FastifyInstance; issuer: TestIssuer },
  request: { method: string; url: string; caller: Caller; body?: unknown },
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (request.caller)
    headers.authorization = `Bearer ${await target.issuer.token(request.caller.id, request.caller.role)}`;
  const response = await target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
}
