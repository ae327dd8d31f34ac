/**
 * How long the end-to-end tests wait for anything the platform or a screen should show. Sized for a loaded 2-core
 * machine (eight jobs at once run the suite 3-4 times slower than idle); a wait that succeeds returns as soon as
 * it does, so only a real failure pays for it.
 */
export const WAIT_MS = 30_000;

/** `expect.poll`'s options: never its one-second default. */
export const POLL = { timeout: WAIT_MS, interval: 100 } as const;
