import { callService, type Fetch, type ServiceTokenSource } from '@teleplan/kit/http/service-client';
import { DeliveryFailure } from './delivery-failure.ts';

/** The schedule service's satisfaction tokens, one per appointment while unused. */
export interface EvaluationTokens {
  /** The token of `appointmentId`'s satisfaction form; throws a transient DeliveryFailure when schedule fails. */
  tokenFor(appointmentId: string): Promise<string>;
}

/**
 * `POST <scheduleUrl>/internal/evaluations/token` `{ appointmentId }` → `{ token }`, with a SERVICE token and a
 * time-out. The call is idempotent on schedule's side, so a retried job gets the same link.
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
      } catch {
        throw new DeliveryFailure(
          'The satisfaction link could not be obtained from the schedule service',
          true,
        );
      }
    },
  };
}
