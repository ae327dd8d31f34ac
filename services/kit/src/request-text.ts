import type { FastifyInstance } from 'fastify';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { badRequest } from './errors.ts';

// Without the `u` flag the pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a low
// one not preceded by a high one, is lone. A lone surrogate has no UTF-8 form; PostgreSQL refuses NUL in text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a NUL character or a lone UTF-16 surrogate. */
export function hasUnsafeCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Parsed JSON (`Object.prototype`), or a parsed query string or form (a chain of null-prototype objects). */
function isPlainRecord(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * The path (`/firstName`, `/roles/1`) of the first string, object key included, in `value` holding an unsafe
 * character; `undefined` when there is none. Only plain data is walked (parsed JSON, forms, query strings):
 * a stream left unparsed is not looked into.
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path || '/' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeCharacters(key)) return `${path}/${key}`;
    const found = findUnsafeText(item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

const PARTS = ['params', 'query', 'body'] as const;

/**
 * Refuses (400 `common.request.invalid_characters`) a request whose path parameters, query or parsed body hold
 * a NUL or a lone surrogate, before validation, guards and handlers: no route has to think about them.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of PARTS) {
      const found = findUnsafeText(request[part]);
      if (found) {
        const id = `${part}${found === '/' ? '' : found}`;
        done(
          badRequest(
            MessageCodes.common.invalidCharacters,
            'The request holds characters that are not allowed',
            [{ messageCode: MessageCodes.common.invalidCharacters, id }],
          ),
        );
        return;
      }
    }
    done();
  });
}
