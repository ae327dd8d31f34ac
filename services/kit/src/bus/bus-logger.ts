import pino from 'pino';

/** The little the event machinery needs from a logger; a pino or Fastify logger fits. */
export interface EventLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The logger used when none is given: pino at LOG_LEVEL, so dead letters and lost connections always show. */
export function defaultEventLogger(name: string): EventLogger {
  return pino({ name, level: process.env.LOG_LEVEL ?? 'info' });
}

export const silentEventLogger: EventLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
