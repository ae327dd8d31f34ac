import { errorMessageCode } from '../../../shared/api/api-error.ts';

/**
 * The schedule service learns of a new room from an event: right after creation it may not know it yet. It then
 * answers `missing` to admins and `unauthorized` to managers (the room is not in their scope there yet).
 */
const NOT_KNOWN_YET = new Set(['schedule.room.missing', 'schedule.room.unauthorized']);

/**
 * Runs `call` (about a room just created) again while the schedule service does not know the room yet,
 * `attempts` times at most, `delayMs` apart; any other failure (or the last one) is thrown.
 */
export async function retryWhileRoomMissing<T>(
  call: () => Promise<T>,
  { attempts = 8, delayMs = 400 }: { attempts?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !NOT_KNOWN_YET.has(errorMessageCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
