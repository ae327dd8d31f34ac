import { AsyncLocalStorage } from 'node:async_hooks';
import { LoggerEvents, type LogLine, type LogLinesPayload } from '@teleplan/proto/logger';
import type { EventBus } from '../bus/event-bus.ts';
import { logShippingMetrics, type LogShippingMetrics } from '../metrics.ts';
import { newEvent } from '../outbox/new-event.ts';
import { currentRequest, outsideRequest } from '../request-context.ts';
import { PINO_LEVELS, toLogLine, type PinoLevelName } from './log-line.ts';

export interface LogShipperOptions {
  /** The process's service: the lines' service when their logger names none, and the events' producer. */
  service: string;
  /** Lines at this level and above ship too (`LOG_SHIP_LEVEL`); warnings, errors and `keep: true` always do. */
  shipLevel?: PinoLevelName;
  /** Lines held while the bus is away or slow; beyond it lines are dropped and counted. */
  maxBuffered?: number;
  /** Lines in one `log.lines` event. */
  batchSize?: number;
  flushIntervalMs?: number;
  now?: () => Date;
  /** Where shipping trouble is told: stdout only, never the shipped log (no loop). */
  trouble?: (message: string, details: Record<string, unknown>) => void;
  metrics?: LogShippingMetrics;
}

/** What the shipper needs of a bus. */
export type ShippingBus = Pick<EventBus, 'publish' | 'isReady'>;

/** What pino hands a destination that asks for each line's metadata (`Symbol.for('pino.metadata')`). */
interface LineMetadata {
  lastLevel: number;
  lastObj: Record<string, unknown> | undefined;
  lastMsg: string | undefined;
  lastLogger: { bindings(): Record<string, unknown> } | undefined;
}

/** A pino destination: every line goes to the operators' stream, and the shipper takes the ones that ship. */
export type LogDestination = { write(line: string): void } & Partial<LineMetadata>;

/** Marks the shipper's own publishing, so nothing it or the bus logs meanwhile is shipped again. */
const shipping = new AsyncLocalStorage<true>();

function toStdout(message: string, details: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message, ...details })}\n`);
}

/**
 * Sends a process's log lines to the logger service as `log.lines` events, published on the bus directly (a line
 * may be lost; none ever holds a request up). Lines wait in a bounded buffer and leave every second or as soon as
 * a batch is full; a full buffer or a failed publish drops lines and counts them (docs/architecture.md#logs).
 */
export class LogShipper {
  private readonly service: string;
  private readonly shipLevel: number;
  private readonly maxBuffered: number;
  private readonly batchSize: number;
  private readonly flushIntervalMs: number;
  private readonly now: () => Date;
  private readonly trouble: (message: string, details: Record<string, unknown>) => void;
  private readonly metrics: LogShippingMetrics;
  private buffer: LogLine[] = [];
  private bus: ShippingBus | undefined;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private again = false;
  private closed = false;
  /** Lines dropped for a full buffer since the last word about it (told once per flush, not per line). */
  private droppedUntold = 0;

  constructor(options: LogShipperOptions) {
    this.service = options.service;
    this.shipLevel = options.shipLevel ? PINO_LEVELS[options.shipLevel] : Infinity;
    this.maxBuffered = options.maxBuffered ?? 10_000;
    this.batchSize = options.batchSize ?? 500;
    this.flushIntervalMs = options.flushIntervalMs ?? 1_000;
    this.now = options.now ?? (() => new Date());
    this.trouble = options.trouble ?? toStdout;
    this.metrics = options.metrics ?? logShippingMetrics();
  }

  /** A pino destination writing every line to `out`, as before, and handing those that ship to this shipper. */
  destination(out: { write(line: string): unknown }): LogDestination {
    const take = (metadata: Partial<LineMetadata>) => this.take(metadata);
    return {
      [Symbol.for('pino.metadata')]: true,
      write(line: string) {
        out.write(line);
        take(this);
      },
    } as LogDestination;
  }

  /** Publishes on `bus` from now on, what was logged before it existed first. */
  attach(bus: ShippingBus): void {
    if (this.closed || this.bus) return;
    this.bus = bus;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref();
    void this.flush();
  }

  /** Sends what is buffered; resolves once every batch was published or dropped (never rejects). */
  flush(): Promise<void> {
    // A flush asked for during one under way gets one more round, so lines logged before it are covered.
    this.again = true;
    this.flushing ??= shipping.run(true, () => outsideRequest(() => this.rounds()));
    return this.flushing;
  }

  /** Stops taking lines and sends what is left (before the bus closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    this.bus = undefined;
  }

  /** Lines held now (tests, diagnostics). */
  get buffered(): number {
    return this.buffer.length;
  }

  /** Never throws: a line that cannot be shipped is the shipper's problem, not the caller's. */
  private take(metadata: Partial<LineMetadata>): void {
    if (this.closed || shipping.getStore()) return;
    try {
      const level = metadata.lastLevel ?? 0;
      const fields = metadata.lastObj ?? {};
      if (!(level >= PINO_LEVELS.warn || fields.keep === true || level >= this.shipLevel)) return;
      if (this.buffer.length >= this.maxBuffered) {
        this.metrics.dropped.inc();
        this.droppedUntold += 1;
        return;
      }
      const request = currentRequest();
      const record = {
        level,
        time: this.now(),
        fields,
        msg: metadata.lastMsg,
        bindings: metadata.lastLogger?.bindings() ?? {},
      };
      this.buffer.push(
        toLogLine(record, {
          service: this.service,
          requestId: request?.requestId,
          accountId: request?.actor?.accountId,
        }),
      );
      if (this.buffer.length === this.batchSize && this.bus) setImmediate(() => void this.flush());
    } catch (error) {
      this.metrics.dropped.inc();
      this.trouble('log line not shipped', { err: String(error) });
    }
  }

  private async rounds(): Promise<void> {
    try {
      while (this.again) {
        this.again = false;
        await this.sendBuffered();
      }
    } finally {
      // In the same turn as the last check: a flush asked for from now on starts its own rounds.
      this.flushing = undefined;
    }
  }

  private async sendBuffered(): Promise<void> {
    while (this.bus && this.buffer.length > 0) {
      const lines = this.buffer.splice(0, this.batchSize);
      try {
        if (!this.bus.isReady()) throw new Error('the bus is not connected');
        const payload: LogLinesPayload = { lines };
        await this.bus.publish(newEvent(LoggerEvents.linesShipped, this.service, payload));
        this.metrics.shipped.inc(lines.length);
      } catch (error) {
        this.metrics.dropped.inc(lines.length);
        this.trouble('log lines dropped: publish failed', {
          lines: lines.length,
          err: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (this.droppedUntold > 0) {
      this.trouble('log lines dropped: buffer full', { lines: this.droppedUntold });
      this.droppedUntold = 0;
    }
  }
}
