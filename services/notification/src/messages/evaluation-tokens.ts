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
        if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return null;
        throw new DeliveryFailure(
          'The satisfaction link could not be obtained from the schedule service',
          true,
        );
      }
    },
  };
}
