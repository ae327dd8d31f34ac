import { InProcessBus, type InProcessBusOptions } from '../bus/in-process-bus.ts';
import { silentEventLogger } from '../bus/bus-logger.ts';

/**
 * An in-process bus for tests: quiet, quick retries (3 attempts, a few ms apart). Dead letters are in
 * `bus.deadLetters`; `await bus.idle()` waits for the deliveries under way.
 */
export function createTestBus(options: InProcessBusOptions = {}): InProcessBus {
  return new InProcessBus({
    logger: silentEventLogger,
    ...options,
    retry: { maxAttempts: 3, initialDelayMs: 5, maxDelayMs: 20, ...options.retry },
  });
}
