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
 * a stream left unparsed is not looked into. The walk keeps its own stack: a body nested 100,000 arrays deep
 * (a few hundred kilobytes) would overflow the call stack of a recursive one (a 500 instead of a 400).
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasUnsafeCharacters(item)) return at || '/';
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    // Children go on the stack last first, so they are looked at in order; a key before its value.
    const children: [unknown, string][] = Array.isArray(item)
      ? item.map((child, index) => [child, `${at}/${index}`])
      : isPlainRecord(item)
        ? Object.entries(item).flatMap(([key, child]): [unknown, string][] => [
            [key, `${at}/${key}`],
            [child, `${at}/${key}`],
          ])
        : [];
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
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
