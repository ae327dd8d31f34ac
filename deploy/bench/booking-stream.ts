import { postBooking, startOf, type BookingWorld } from './booking-data.ts';

/** A booking stream's outcome: the appointments booked (201) and the other answers by status. */
export interface StreamedBookings {
  sent: number;
  booked: string[];
  /** The world's pair of each booked appointment, in the same order. */
  bookedPairs: number[];
  /** By HTTP status; `reset` the connection failed, `hung` no answer within 10 s. */
  failed: Record<string, number>;
}

export interface BookingStream {
  /** Stops sending and resolves once every request sent has its answer. */
  stop(): Promise<StreamedBookings>;
}

/**
 * Books `perSecond` appointments a second (without waiting for the answers) at `url` (`…/api/schedule/appointments`,
 * through the gateway or straight to schedule) until stopped: booking n takes the world's pair n modulo its size,
 * at that pair's next start, two days from now.
 */
export function streamBookings(
  url: string,
  token: string,
  world: BookingWorld,
  perSecond: number,
): BookingStream {
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  const result: StreamedBookings = { sent: 0, booked: [], bookedPairs: [], failed: {} };
  const pending = new Set<Promise<void>>();
  const book = async (n: number) => {
    const pairIndex = n % world.pairs.length;
    const pair = world.pairs[pairIndex]!;
    let outcome: string;
    try {
      const answer = await postBooking(
        url,
        token,
        world,
        pair,
        startOf(firstDay, Math.floor(n / world.pairs.length)),
      );
      const text = await answer.text();
      if (answer.status === 201) {
        result.booked.push((JSON.parse(text) as { appointment: { id: string } }).appointment.id);
        result.bookedPairs.push(pairIndex);
        return;
      }
      outcome = String(answer.status);
    } catch (error) {
      outcome = error instanceof Error && error.name === 'TimeoutError' ? 'hung' : 'reset';
    }
    result.failed[outcome] = (result.failed[outcome] ?? 0) + 1;
  };
  const began = performance.now();
  // Paced by the time elapsed, not by the ticks: a busy event loop delays them and would slow the stream.
  const timer = setInterval(
    () => {
      while (result.sent < ((performance.now() - began) / 1000) * perSecond) {
        const request = book(result.sent++);
        pending.add(request);
        void request.finally(() => pending.delete(request));
      }
    },
    1000 / perSecond / 2,
  );
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return result;
    },
  };
}
