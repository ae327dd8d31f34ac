import type { FastifyReply } from 'fastify';

/**
 * Sends an answer PostgreSQL already wrote as JSON text (its shape is the route's response schema): with the
 * content type set, Fastify sends a string as it is instead of serialising it again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: string) => payload)
    .send(json);
}
