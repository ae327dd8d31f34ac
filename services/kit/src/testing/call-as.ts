import type { FastifyInstance } from 'fastify';
import type { Role } from '@teleplan/proto/roles';
import type { TestIssuer } from './test-issuer.ts';

/** Who calls: a user acting in a role (a SERVICE token too), or null for no token at all. */
export type Caller = { id: string; role: Role | 'SERVICE' } | null;

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls `app` (with `app.inject`) under `basePath` as `caller`, with a token from the test issuer; the JSON
 * answer is parsed (undefined when empty).
 */
export function callAs(app: FastifyInstance, issuer: TestIssuer, basePath: string) {
  return async <T = unknown>(
    method: string,
    url: string,
    caller: Caller,
    body?: unknown,
  ): Promise<Reply<T>> => {
    const headers: Record<string, string> = {};
    if (caller) headers.authorization = `Bearer ${await issuer.token(caller.id, caller.role)}`;
    const response = await app.inject({
      method: method as 'GET',
      url: `${basePath}${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
  };
}
