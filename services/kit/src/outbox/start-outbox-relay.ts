import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../service-definition.ts';
import { OutboxRelay } from './outbox-relay.ts';

/** Work a service does around the relay's stop, when it closes. */
export interface RelayShutdown {
  /** Before the relay stops: work that may still write events (background tasks). */
  beforeStop?: () => Promise<void>;
  /** After the relay stopped (mails still queued). */
  afterStop?: () => Promise<void>;
}

/**
 * The service's outbox relay, started (it publishes what is already waiting) and stopped when `app` closes.
 * Contexts pass `() => relay.kick()` as their `kickOutbox`.
 */
export function startOutboxRelay(
  app: FastifyInstance,
  deps: Pick<ServiceDeps<unknown>, 'dataSource' | 'bus' | 'metrics'>,
  shutdown: RelayShutdown = {},
): OutboxRelay {
  const relay = new OutboxRelay({
    dataSource: deps.dataSource,
    bus: deps.bus,
    metrics: deps.metrics,
    logger: app.log,
  });
  relay.start();
  app.addHook('onClose', async () => {
    await shutdown.beforeStop?.();
    await relay.stop();
    await shutdown.afterStop?.();
  });
  return relay;
}
