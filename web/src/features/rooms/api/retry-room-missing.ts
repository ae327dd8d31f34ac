import { errorMessageCode } from '../../../shared/api/api-error.ts';

/** The schedule service learns of a new room from an event: right after creation it may not know it yet. */
export const ROOM_MISSING = 'schedule.room.missing';

/**
 * Runs `call` again while it fails with `schedule.room.missing`, `attempts` times at most, `delayMs` apart;
 * any other failure (or the last one) is thrown.
 */
export async function retryWhileRoomMissing<T>(
  call: () => Promise<T>,
  { attempts = 8, delayMs = 400 }: { attempts?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || errorMessageCode(error) !== ROOM_MISSING) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
