import type { FastifyRequest } from 'fastify';
import type { Role } from '@teleplan/proto/roles';

/** The person behind a request, acting in the current role of their access token. */
export interface Actor {
  id: string;
  role: Role;
}

/** The actor of an authenticated request (after a role guard that excluded SERVICE tokens). */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.user.sub, role: request.user.role as Role };
}

/** OpenAPI `security` of the routes that take a bearer access token. */
export const bearer = [{ bearer: [] }];
