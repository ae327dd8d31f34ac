import type { FastifyError, FastifyRequest } from 'fastify';
import { badRequest } from '@teleplan/kit/errors';
import type { MessageCode } from '@teleplan/proto/message-codes';

/**
 * A preHandler for routes registered with `attachValidation: true`: answers the route's own code for a bad path
 * parameter or body (e.g. `notification.mail_parameters.invalid_body`) instead of the generic validation code.
 * Runs after the role guard, so an unauthenticated caller learns nothing about the input.
 */
export function specValidation(codes: { params?: MessageCode; body?: MessageCode }) {
  return async (request: FastifyRequest): Promise<void> => {
    const error = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
    if (!error) return;
    const code =
      error.validationContext === 'params' || error.validationContext === 'body'
        ? codes[error.validationContext]
        : undefined;
    throw code ? badRequest(code, error.message) : error;
  };
}
