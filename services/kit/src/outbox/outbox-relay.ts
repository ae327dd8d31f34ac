import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '../bus/event-bus.ts';
import type { ServiceMetrics } from '../metrics.ts';
import { defaultEventLogger, type EventLogger } from '../bus/bus-logger.ts';
import { withTimeout } from '../bus/timing.ts';
import { outsideRequest } from '../request-context.ts';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  bus: EventBus;
  metrics?: ServiceMetrics;
  logger?: EventLogger;
  /** Safety-net poll; the normal path is `kick()` right after a commit. Default 1000 ms. */
  pollIntervalMs?: number;
  /** Rows claimed and published concurrently per round trip. Default 50. */
  batchSize?: number;
  /** A publish not confirmed by then counts as failed (the row stays unsent). Default 10 s. */
  publishTimeoutMs?: number;
  /** Sent rows are deleted after this long. Default 7 days. */
  keepSentMs?: number;
}

interface ClaimedRow {
  id: string;
  payload: EventEnvelope;
}

interface BatchResult {
  claimed: number;
  sentTypes: string[];
  failures: unknown[];
}

const PURGE_EVERY_MS = 60_000;

/**
 * Publishes a service's outbox. Rows are claimed with `FOR UPDATE SKIP LOCKED` inside a transaction that
 * lasts until their confirms arrive, so replicas never publish the same row at the same time, and a row is
 * marked sent only once the bus confirmed it. A crash in between publishes it again: consumers are idempotent.
 */
export class OutboxRelay {
  private readonly dataSource: DataSource;
  private readonly bus: EventBus;
  private readonly metrics: ServiceMetrics | undefined;
  private readonly logger: EventLogger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private readonly keepSentMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(options: OutboxRelayOptions) {
    this.dataSource = options.dataSource;
    this.bus = options.bus;
    this.metrics = options.metrics;
    this.logger = options.logger ?? defaultEventLogger('outbox-relay');
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
    this.keepSentMs = options.keepSentMs ?? 7 * 24 * 3600_000;
  }

  /** Starts the safety-net poller and publishes what is already waiting. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.kick();
  }

  /** Publishes what is waiting, now; call it after committing a transaction that enqueued events. */
  kick(): void {
    void this.drain();
  }

  /**
   * Publishes everything waiting when it is called; resolves when done (never rejects: failures are logged
   * and the rows wait for the next round).
   */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    // A kick from a request's after-commit task publishes for no one: its rounds run outside the request.
    this.running ??= outsideRequest(() => this.rounds());
    return this.running;
  }

  /** Stops polling and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async rounds(): Promise<void> {
    try {
      // A kick during a round asks for one more, so a drain() always covers rows committed before it.
      while (this.again && !this.stopped) {
        this.again = false;
        await this.round();
      }
    } finally {
      this.running = undefined;
    }
  }

  private async round(): Promise<void> {
    try {
      if (this.bus.isReady()) {
        for (;;) {
          const result = await this.dataSource.transaction((manager) => this.publishBatch(manager));
          for (const type of result.sentTypes) this.metrics?.eventsPublished.inc({ type });
          if (result.failures.length > 0) {
            this.logger.warn(
              { failed: result.failures.length, err: result.failures[0] },
              'outbox events not confirmed; they stay queued',
            );
          }
          if (result.claimed < this.batchSize || result.failures.length > 0 || this.stopped) break;
        }
      }
      await this.purgeSent();
      await this.updateBacklog();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay round failed; retrying at the next poll');
    }
  }

  private async publishBatch(manager: EntityManager): Promise<BatchResult> {
    const rows: ClaimedRow[] = await manager.query(
      `SELECT id, payload FROM outbox_event WHERE sent_at IS NULL
       ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [this.batchSize],
    );
    if (rows.length === 0) return { claimed: 0, sentTypes: [], failures: [] };
    // Confirms come back in any order; each row's fate follows its own confirm.
    const outcomes = await Promise.allSettled(rows.map((row) => this.publishOne(row.payload)));
    const sent = rows.filter((_row, i) => outcomes[i]!.status === 'fulfilled');
    const failed = rows.filter((_row, i) => outcomes[i]!.status === 'rejected');
    if (sent.length > 0) {
      await manager.query('UPDATE outbox_event SET sent_at = now() WHERE id = ANY($1::uuid[])', [
        sent.map((r) => r.id),
      ]);
    }
    if (failed.length > 0) {
      await manager.query('UPDATE outbox_event SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [
        failed.map((r) => r.id),
      ]);
    }
    return {
      claimed: rows.length,
      sentTypes: sent.map((r) => r.payload.type),
      failures: outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : [])),
    };
  }

  private publishOne(event: EventEnvelope): Promise<void> {
    return withTimeout(this.bus.publish(event), this.publishTimeoutMs, 'publish not confirmed in time');
  }

  private async purgeSent(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(
      `DELETE FROM outbox_event WHERE sent_at < now() - make_interval(secs => $1)`,
      [this.keepSentMs / 1000],
    );
  }

  private async updateBacklog(): Promise<void> {
    const [row] = await this.dataSource.query<{ waiting: number }[]>(
      'SELECT count(*)::int AS waiting FROM outbox_event WHERE sent_at IS NULL',
    );
    this.metrics?.outboxBacklog.set(row?.waiting ?? 0);
  }
}
