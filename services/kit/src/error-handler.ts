import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { ErrorBody } from '@teleplan/proto/errors';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@teleplan/proto/text';
import { AppError } from './errors.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';

const C = MessageCodes.common;
const TEXT_PATTERNS: readonly unknown[] = [SINGLE_LINE_TEXT_PATTERN, MULTI_LINE_TEXT_PATTERN];

type ValidationEntry = { keyword?: string; instancePath?: string; params?: Record<string, unknown> };

/** A proto text schema (`SingleLineText`, `MultiLineText`) refusing a value: it holds a control character. */
const isTextFault = (v: ValidationEntry) =>
  v.keyword === 'pattern' && TEXT_PATTERNS.includes(v.params?.pattern);

/** Seconds a client is asked to wait when the database is away: about one pool reconnection. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Maps any thrown error to the wire shape; 5xx answers never reveal internals. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        messageCode: error.messageCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
  const e = error as FastifyError & { validation?: ValidationEntry[] };
  if (e.validation) {
    const characters = e.validation.filter(isTextFault);
    // A text field's other failures (the other branches of a union) would only blur which fault it is.
    const [messageCode, entries] =
      characters.length > 0 ? [C.invalidCharacters, characters] : [C.validation, e.validation];
    return {
      status: 400,
      body: {
        messageCode,
        message: characters.length > 0 ? 'The request holds characters that are not allowed' : e.message,
        errors: entries.map((v) => ({
          messageCode,
          id: `${e.validationContext ?? ''}${v.instancePath ?? ''}${v.params && 'missingProperty' in v.params ? `/${String(v.params.missingProperty)}` : ''}`,
        })),
      },
    };
  }
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e instanceof SyntaxError) {
    return { status: 400, body: { messageCode: C.malformedJson, message: 'Malformed JSON body' } };
  }
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, body: { messageCode: C.payloadTooLarge, message: 'Body too large' } };
  if (e.code?.startsWith('FST_JWT_') || e.code === 'FAST_JWT_EXPIRED') {
    const expired = e.code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
    return {
      status: 401,
      body: {
        messageCode: expired ? C.tokenExpired : C.unauthenticated,
        message: expired ? 'Token expired' : 'Authentication required',
      },
    };
  }
  if (e.statusCode === 429)
    return { status: 429, body: { messageCode: C.rateLimited, message: 'Too many requests' } };
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { messageCode: C.validation, message: e.message } };
  }
  // The request may well succeed in a moment: a 503 the client can retry, not a 500 that reads as a bug.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { messageCode: C.databaseUnavailable, message: 'Database unavailable' },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  return { status: 500, body: { messageCode: C.internal, message: 'Internal error' } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body, headers } = toErrorReply(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ messageCode: body.messageCode }, 'request refused');
  if (headers) reply.headers(headers);
  return reply.status(status).send(body);
}

/** Installs the single error handler and the 404 answer on `app` (and everything registered inside it). */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ messageCode: C.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
