import type { EventLogger } from './bus-logger.ts';
import { backoffDelay } from './retry-policy.ts';

/** When parked events go back to their consumer by themselves. */
export interface RedrivePolicy {
  /** How often each consumer's parked events are looked at. Default 30 s. */
  checkIntervalMs: number;
  /**
   * Least time an event stays parked before an automatic redrive, doubling with each redrive it already had
   * (default 1 min, up to 1 h): an event that can truly never succeed comes back rarely, not in a hot loop.
   */
  initialPauseMs: number;
  maxPauseMs: number;
}

export const DEFAULT_REDRIVE_POLICY: RedrivePolicy = {
  checkIntervalMs: 30_000,
  initialPauseMs: 60_000,
  maxPauseMs: 3_600_000,
};

/** What is known of one parked event to decide when it may go back. */
export interface ParkedMark {
  /** Epoch milliseconds. */
  parkedAt: number;
  /** How many times it was redriven before. */
  redrives: number;
}

/** Whether a parked event may be redriven automatically at `now`. */
export function redriveDue(policy: RedrivePolicy, mark: ParkedMark, now: number): boolean {
  const pause = backoffDelay(
    { initialDelayMs: policy.initialPauseMs, maxDelayMs: policy.maxPauseMs },
    mark.redrives + 1,
  );
  return now >= mark.parkedAt + pause;
}

/** The parking side of a bus, as the redriver needs it. */
export interface ParkingLot {
  consumers(): string[];
  /** Undefined when it cannot be known now (broker away). */
  parkedCount(consumer: string): Promise<number | undefined>;
  /** Sends the parked events whose pause is over back to `consumer`; resolves with how many. */
  redriveDue(consumer: string): Promise<number>;
  /** Whether `consumer` can handle events now (its database answers). */
  healthy(consumer: string): Promise<boolean>;
}

/**
 * Redrives parked events automatically: every `checkIntervalMs`, for each consumer with parked events that is
 * healthy again, the events whose pause is over go back to its queue.
 */
export class ParkedRedriver {
  private readonly lot: ParkingLot;
  private readonly intervalMs: number;
  private readonly logger: EventLogger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(lot: ParkingLot, intervalMs: number, logger: EventLogger) {
    this.lot = lot;
    this.intervalMs = intervalMs;
    this.logger = logger;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look at every consumer; a look still under way is joined, not doubled. */
  check(): Promise<void> {
    this.running ??= this.checkAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkAll(): Promise<void> {
    for (const consumer of this.lot.consumers()) {
      try {
        if (!(await this.lot.parkedCount(consumer))) continue;
        if (!(await this.lot.healthy(consumer))) continue;
        const redriven = await this.lot.redriveDue(consumer);
        if (redriven > 0) this.logger.info({ consumer, redriven, keep: true }, 'parked events redriven');
      } catch (error) {
        this.logger.warn({ consumer, err: error }, 'parked events not redriven this time');
      }
    }
  }
}
