/** SQLSTATEs after which a whole transaction may simply run again: deadlock detected, lock not available. */
const LOCK_CONFLICTS = new Set(['40P01', '55P03']);

const stateOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Runs `transaction` (all of it: it must roll back whole on failure) again when PostgreSQL aborted it for a lock
 * conflict, up to `attempts` times in all, after a short growing pause; any other error, or the last conflict, is
 * thrown.
 */
export async function againOnLockConflict<T>(transaction: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const state = stateOf(error);
      if (attempt >= attempts || state === undefined || !LOCK_CONFLICTS.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
