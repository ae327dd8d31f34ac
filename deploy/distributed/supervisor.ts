import type { ChildProcess } from 'node:child_process';

/** How long a dead process waits before it is started again. */
export interface BackoffPolicy {
  /** Wait after the first unexpected exit. */
  initialMs: number;
  /** The wait doubles with each exit that follows a short run, up to this. */
  maxMs: number;
  /** A process that stayed up this long is healthy again: its next exit waits `initialMs` anew. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the next start, given the previous wait (none yet: undefined) and how long the process ran. */
export function nextRestartDelay(
  policy: BackoffPolicy,
  previousMs: number | undefined,
  upMs: number,
): number {
  if (previousMs === undefined || upMs >= policy.resetAfterMs) return policy.initialMs;
  return Math.min(previousMs * 2, policy.maxMs);
}

/** An unexpected exit, and what the supervisor does about it. */
export interface ExitReport {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds the process ran. */
  upMs: number;
  /** When it is started again. */
  restartInMs: number;
}

export interface SupervisorOptions {
  backoff?: BackoffPolicy;
  /** Time a process has to drain after SIGTERM at `stop()`, before SIGKILL. */
  drainMs?: number;
  onExit?: (report: ExitReport) => void;
}

interface Slot {
  name: string;
  start: () => ChildProcess;
  child: ChildProcess;
  startedAt: number;
  exited: Promise<void>;
  delayMs?: number;
  timer?: NodeJS.Timeout;
}

const exitOf = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Keeps named processes running: one that exits while the supervisor is not stopping is started again after a
 * back-off (so a crash loop does not spin the machine), and the others are left alone. Only `stop()` ends them
 * all: SIGTERM to each, `drainMs` to finish what it serves, then SIGKILL.
 */
export class Supervisor {
  private readonly slots = new Map<string, Slot>();
  private readonly backoff: BackoffPolicy;
  private readonly drainMs: number;
  private readonly onExit: (report: ExitReport) => void;
  private stopping: Promise<void> | undefined;

  constructor(options: SupervisorOptions = {}) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.drainMs = options.drainMs ?? 10_000;
    this.onExit = options.onExit ?? (() => {});
  }

  /** Starts `name` with `start` and keeps it running from now on. */
  add(name: string, start: () => ChildProcess): ChildProcess {
    const child = start();
    const slot: Slot = { name, start, child, startedAt: Date.now(), exited: exitOf(child) };
    this.slots.set(name, slot);
    this.watch(slot);
    return child;
  }

  /** The process currently running as `name` (undefined while it waits to be started again). */
  current(name: string): ChildProcess | undefined {
    const slot = this.slots.get(name);
    return slot && !slot.timer ? slot.child : undefined;
  }

  private watch(slot: Slot): void {
    const { child } = slot;
    child.once('exit', (code, signal) => {
      if (this.stopping || slot.child !== child) return;
      const upMs = Date.now() - slot.startedAt;
      const restartInMs = nextRestartDelay(this.backoff, slot.delayMs, upMs);
      slot.delayMs = restartInMs;
      slot.timer = setTimeout(() => this.restart(slot), restartInMs);
      this.onExit({ name: slot.name, code, signal, upMs, restartInMs });
    });
  }

  private restart(slot: Slot): void {
    slot.timer = undefined;
    if (this.stopping) return;
    slot.child = slot.start();
    slot.startedAt = Date.now();
    slot.exited = exitOf(slot.child);
    this.watch(slot);
  }

  /** Stops every process (pending restarts cancelled); later calls wait for the same stop. */
  stop(): Promise<void> {
    return (this.stopping ??= Promise.all(
      [...this.slots.values()].map(async (slot) => {
        clearTimeout(slot.timer);
        const { child, exited } = slot;
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), this.drainMs);
        await exited;
        clearTimeout(timer);
      }),
    ).then(() => {}));
  }
}
