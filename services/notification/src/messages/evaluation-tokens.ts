import { AppError } from '@teleplan/kit/errors';
import { callService, type Fetch, type ServiceTokenSource } from '@teleplan/kit/http/service-client';
import { DeliveryFailure } from './delivery-failure.ts';

/** The schedule service's satisfaction tokens, one per appointment while unused. */
export interface EvaluationTokens {
  /**
   * A token of `appointmentId`'s satisfaction form; null when schedule refuses to issue one for good (the
   * appointment is unknown, canceled or already evaluated); throws a transient DeliveryFailure when schedule fails.
   */
  tokenFor(appointmentId: string): Promise<string | null>;
}

/**
 * `POST <scheduleUrl>/internal/evaluations/token` `{ appointmentId }` → `{ token }`, with a SERVICE token and a
 * time-out. A retried job gets a new link: schedule keeps only the hashes of the links it issued, each valid until
 * the appointment is evaluated once.
 */
export function httpEvaluationTokens(options: {
  scheduleUrl: string;
  tokens: ServiceTokenSource;
  timeoutMs: number;
  fetch?: Fetch;
}): EvaluationTokens {
  const url = `${options.scheduleUrl.replace(/\/+$/, '')}/internal/evaluations/token`;
  return {
    async tokenFor(appointmentId) {
      try {
        const answer = await callService<{ token: string }>({
          url,
          method: 'POST',
          json: { appointmentId },
          tokens: options.tokens,
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
        });
        return answer.token;
      } catch (error) {
        // Unknown appointment (404), canceled or already evaluated (409): no link will ever come. A refusal of this
        // service's own token (401, 403) is a configuration to fix: retried, then failed, never skipped silently.
        if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) return null;
        throw new DeliveryFailure(
          'The satisfaction link could not be obtained from the schedule service',
          true,
        );
      }
    },
  };
}
