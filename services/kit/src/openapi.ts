import type { FastifySchema, RouteOptions } from 'fastify';
import { Type } from 'typebox';

/**
 * The answer of a route that succeeds with 204 and no body: `response: { 204: NoContentSchema }`. Typed as
 * nothing at all, so the handler's `reply.status(204).send()` stays as it is.
 */
export const NoContentSchema = Type.Unsafe<undefined>(Type.Null({ description: 'Done, no content' }));

/** The `$id` the service base gives proto's ErrorBodySchema. */
export const ERROR_BODY_ID = 'ErrorBody';

const errorResponse = (description: string) => ({ $ref: `${ERROR_BODY_ID}#`, description });

const BAD_REQUEST = errorResponse('The request is invalid: messageCode says why, errors[].id which field');
const UNAUTHENTICATED = errorResponse('No valid access token (WWW-Authenticate says why)');
const FORBIDDEN = errorResponse("The caller's role or scope does not allow this");
const NOT_FOUND = errorResponse('Nothing with this id (or not visible to the caller)');
const INTERNAL = errorResponse('An unexpected failure; the message hides its details');
const UNAVAILABLE = errorResponse(
  'The service, or one it needs (its database, the service behind the gateway), is down',
);

type Responses = Record<string, unknown>;

/** The error answers every route may give, as far as its declaration tells: the kit answers them, not the route. */
function commonErrors(schema: FastifySchema, url: string): Responses {
  const authenticated = Array.isArray(schema.security) && schema.security.length > 0;
  return {
    400: BAD_REQUEST,
    ...(authenticated && { 401: UNAUTHENTICATED, 403: FORBIDDEN }),
    ...(url.includes('/:') && { 404: NOT_FOUND }),
    500: INTERNAL,
    503: UNAVAILABLE,
  };
}

/**
 * @fastify/swagger's `transform`: each operation documents the error answers in the one error shape beside
 * its own, which it keeps (a route's own 404 or 409 wins). Done here once rather than in some 100 route
 * schemas; only the document changes, never what Fastify validates or serialises.
 */
export function withErrorResponses({
  schema,
  url,
}: {
  schema?: FastifySchema;
  url: string;
  route?: RouteOptions;
}): { schema: FastifySchema; url: string } {
  const declared = (schema?.response ?? {}) as Responses;
  // A route without a response schema answers 200 with whatever it sends; said so before the errors.
  const success = Object.keys(declared).length > 0 ? declared : { 200: { description: 'Default Response' } };
  const errors = Object.entries(commonErrors(schema ?? {}, url)).filter(([status]) => !(status in declared));
  return { schema: { ...schema, response: { ...success, ...Object.fromEntries(errors) } }, url };
}

const INTERNAL_PATH = /\/internal(?:\/|$)/;

/** The document without the service-to-service endpoints, which the gateway never routes from outside. */
export function publicDocument<D extends { paths?: Record<string, unknown> }>(document: D): D {
  const paths = Object.entries(document.paths ?? {}).filter(([path]) => !INTERNAL_PATH.test(path));
  return { ...document, paths: Object.fromEntries(paths) };
}
