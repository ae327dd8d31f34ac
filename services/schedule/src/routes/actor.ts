import type { FastifyRequest } from 'fastify';
import type { Role } from '@teleplan/proto/roles';
import type { Actor } from '../domain/context.ts';

/** The person behind an authenticated request (the route's role guard already excluded SERVICE tokens). */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.user.sub, role: request.user.role as Role };
}

export const bearer = [{ bearer: [] }];
