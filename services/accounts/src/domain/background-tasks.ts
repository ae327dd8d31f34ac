import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for; `flush()` waits for what is under way (shutdown, tests). */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  flush(): Promise<void>;
}

/** Runs each task at once, without its caller waiting; a failure is logged and reaches nobody else. */
export class DetachedTasks implements BackgroundTasks {
  private readonly log: FastifyBaseLogger;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  run(name: string, task: () => Promise<void>): void {
    const running = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
