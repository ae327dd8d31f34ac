import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from './bus/event-bus.ts';

/** The metrics one service exposes at `<base>/metrics` (Prometheus text format). */
export interface ServiceMetrics {
  registry: Registry;
  eventsPublished: Counter<'type'>;
  eventsConsumed: Counter<'type' | 'outcome'>;
  /** Set by the outbox relay: rows written but not yet confirmed by the broker. */
  outboxBacklog: Gauge;
}

let processRegistry: Registry | undefined;

/** Process-wide metrics (CPU, memory, event loop), collected once even when several services share a process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The log shipper's counters (`logging/log-shipper.ts`): one shipper per process, so process-wide too. */
export interface LogShippingMetrics {
  shipped: Counter;
  dropped: Counter;
}

let logShipping: LogShippingMetrics | undefined;

/** `log_lines_shipped_total` and `log_lines_dropped_total`, shown with every service's metrics of the process. */
export function logShippingMetrics(): LogShippingMetrics {
  logShipping ??= {
    shipped: new Counter({
      name: 'log_lines_shipped_total',
      help: 'Log lines published to the logger service',
      registers: [processMetrics()],
    }),
    dropped: new Counter({
      name: 'log_lines_dropped_total',
      help: 'Log lines not shipped: buffer full or publish failed (they are still on stdout)',
      registers: [processMetrics()],
    }),
  };
  return logShipping;
}

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  return {
    registry,
    eventsPublished: new Counter({
      name: 'events_published_total',
      help: 'Events published',
      labelNames: ['type'],
      registers: [registry],
    }),
    eventsConsumed: new Counter({
      name: 'events_consumed_total',
      help: 'Events consumed',
      labelNames: ['type', 'outcome'],
      registers: [registry],
    }),
    outboxBacklog: new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox events not yet confirmed',
      registers: [registry],
    }),
  };
}

/** Records request rate and latency by route on `app` and serves `/metrics`. */
export function installMetrics(app: FastifyInstance, metrics: ServiceMetrics) {
  // A service mounted under an alias too installs this twice on one registry: share the histogram.
  const duration =
    (metrics.registry.getSingleMetric('http_request_duration_seconds') as
      Histogram<'method' | 'route' | 'status'> | undefined) ??
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Request latency by route',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [metrics.registry],
    });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const text = (await metrics.registry.metrics()) + (await processMetrics().metrics());
    return reply.type(metrics.registry.contentType).send(text);
  });
}

/** `bus_connected` (1 or 0), read from `bus` at each scrape: the broker's state, which readiness leaves out. */
export function trackBusConnection(metrics: ServiceMetrics, bus: EventBus): void {
  // A service mounted under an alias too calls this twice on one registry: the first gauge serves both.
  if (metrics.registry.getSingleMetric('bus_connected')) return;
  new Gauge({
    name: 'bus_connected',
    help: 'Whether the event bus is connected (1) or not (0)',
    registers: [metrics.registry],
    collect() {
      this.set(bus.isReady() ? 1 : 0);
    },
  });
}

/**
 * `events_parked{queue}`: the events parked for `consumer`, read from `bus` at each scrape (left out while the
 * broker cannot be asked). Anything above 0 needs a look: they wait for a redrive.
 */
export function trackParkedEvents(metrics: ServiceMetrics, bus: EventBus, consumer: string): void {
  if (metrics.registry.getSingleMetric('events_parked')) return;
  new Gauge({
    name: 'events_parked',
    help: 'Events parked (dead-lettered) for this consumer, waiting for a redrive',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const parked = await bus.parkedCount(consumer);
      if (parked !== undefined) this.set({ queue: `${consumer}.events` }, parked);
    },
  });
}
