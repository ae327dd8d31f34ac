import { AppError } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';

/**
 * Exports streaming at once in one service instance. Each holds a database connection for as long as its client
 * reads, so without a bound a few slow downloads would take the whole pool from every other request.
 */
export const EXPORTS_AT_ONCE = 4;

/** Counts the running exports; one more than `max` is refused with 429 until one ends. */
export class ExportSlots {
  readonly max: number;
  private running = 0;

  constructor(max = EXPORTS_AT_ONCE) {
    this.max = max;
  }

  /** Takes a slot or throws 429; the answer gives it back (once, however often it is called). */
  take(): () => void {
    if (this.running >= this.max)
      throw new AppError(429, MessageCodes.common.rateLimited, 'Too many exports running, try again shortly');
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
    };
  }
}
