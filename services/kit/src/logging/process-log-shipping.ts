import pino from 'pino';
import { Type } from 'typebox';
import { EVENT_SUBSCRIPTIONS } from '@teleplan/proto/event-subscriptions';
import { AmqpBus } from '../bus/amqp-bus.ts';
import type { EventLogger } from '../bus/bus-logger.ts';
import { PINO_LEVELS, type PinoLevelName } from './log-line.ts';
import { LogShipper, type LogDestination, type ShippingBus } from './log-shipper.ts';

/** The environment keys of log shipping, read by every process that ships (services and the gateway). */
export const LogShippingConfig = {
  /** Whether log lines also go to the logger service (docs/architecture.md#logs); stdout has them all anyway. */
  LOG_SHIPPING: Type.Boolean({ default: true }),
  /** Lines at this level and above ship too (warnings, errors and lines marked `keep` always do). */
  LOG_SHIP_LEVEL: Type.Optional(Type.Union(Object.keys(PINO_LEVELS).map((level) => Type.Literal(level)))),
};

/** A process's shipper as its environment says (`LOG_SHIPPING`, `LOG_SHIP_LEVEL`); none when turned off. */
export function logShipperOf(
  service: string,
  config: { LOG_SHIPPING: boolean; LOG_SHIP_LEVEL?: string },
): LogShipper | undefined {
  return config.LOG_SHIPPING
    ? new LogShipper({ service, shipLevel: config.LOG_SHIP_LEVEL as PinoLevelName | undefined })
    : undefined;
}

/** What a process without a bus of its own needs to ship its lines: the stream to log to, then a bus to ship on. */
export interface BusOnlyForLogs {
  /** Pino's destination: every line to stdout, those that ship to the shipper. */
  stream: LogDestination | pino.DestinationStream;
  /** Connects (without holding the start up when the broker is away) and ships from then on. */
  start(logger: EventLogger): Promise<void>;
  /** Sends what is left, then closes the bus. */
  close(): Promise<void>;
}

/**
 * Log shipping for a process that has no bus otherwise (the gateway): its own publish-only connection to RabbitMQ
 * at `AMQP_URL`. Every line goes to `out` (stdout); without an address, or with shipping off, only there.
 */
export function busOnlyForLogs(
  service: string,
  config: { AMQP_URL?: string; LOG_SHIPPING: boolean; LOG_SHIP_LEVEL?: string },
  out: pino.DestinationStream = pino.destination(1),
  connect: (logger: EventLogger) => ShippingBus & { start(): Promise<void>; close(): Promise<void> } = (
    logger,
  ) => new AmqpBus({ url: config.AMQP_URL!, name: service, logger, subscriptions: EVENT_SUBSCRIPTIONS }),
): BusOnlyForLogs {
  const shipper = config.AMQP_URL ? logShipperOf(service, config) : undefined;
  if (!shipper) return { stream: out, start: async () => {}, close: async () => {} };
  let bus: ReturnType<typeof connect> | undefined;
  return {
    stream: shipper.destination(out),
    async start(logger) {
      bus = connect(logger);
      await bus.start();
      shipper.attach(bus);
    },
    async close() {
      await shipper.close();
      await bus?.close();
    },
  };
}
