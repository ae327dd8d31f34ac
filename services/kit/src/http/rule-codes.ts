import type { FastifySchemaValidationError } from 'fastify';
import type { MessageCode } from '@teleplan/proto/message-codes';
import { badRequest } from '../errors.ts';

/**
 * Per body property, the messageCode of each JSON-schema rule it can break (`required`, `type`, `minimum`,
 * `maximum`, `multipleOf`, `maxLength`...), so a client learns which rule failed and the web shows its text.
 */
export type RuleCodes = Readonly<Record<string, Readonly<Partial<Record<string, MessageCode>>>>>;

function codeOf(failure: FastifySchemaValidationError, rules: RuleCodes) {
  const property =
    failure.keyword === 'required'
      ? String(failure.params.missingProperty ?? '')
      : failure.instancePath.split('/')[1];
  const messageCode = property ? rules[property]?.[failure.keyword] : undefined;
  return messageCode && property ? { messageCode, property } : undefined;
}

/**
 * A route's `schemaErrorFormatter` (the route's schema stays the one contract): a body failing a rule listed in
 * `rules` answers 400 with that rule's code (the first failure that has one); any other failure keeps the
 * generic answer (`common.request.invalid`).
 */
export function ruleCodes(
  rules: RuleCodes,
): (errors: FastifySchemaValidationError[], dataVar: string) => Error {
  return (errors, dataVar) => {
    if (dataVar === 'body') {
      for (const failure of errors) {
        const found = codeOf(failure, rules);
        if (found)
          return badRequest(found.messageCode, `${found.property}: ${failure.keyword}`, [
            { messageCode: found.messageCode, id: found.property },
          ]);
      }
    }
    const first = errors[0];
    return new Error(`${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`);
  };
}
