import type { FastifyRequest } from 'fastify';
import type { Actor } from '../domain/context.ts';

/** The person behind an authenticated request. */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.user.sub, role: request.user.role };
}

export const bearer = [{ bearer: [] }];
