/** How many event ids a page remembers: far more than a reconnection's replay resends (a few seconds' worth). */
const REMEMBERED = 2_000;

/**
 * The live events a page applied in a session: each id once, whatever order they come in (a replica's broadcast
 * and its catch-up from the history may hand over an older event after a newer one), and the newest id, from
 * which a new connection asks the server to replay. Event ids are UUID v7, ordered by time.
 */
export class AppliedEvents {
  readonly #ids = new Set<string>();
  #newest: string | null = null;

  /** Whether the event `id` is new here (it is then remembered as applied). */
  take(id: string): boolean {
    const key = id.toLowerCase();
    if (this.#ids.has(key)) return false;
    this.#ids.add(key);
    if (this.#ids.size > REMEMBERED) this.#ids.delete(this.#ids.values().next().value!);
    if (this.#newest === null || key > this.#newest) this.#newest = key;
    return true;
  }

  /** The newest event id applied, null before any. */
  newest(): string | null {
    return this.#newest;
  }
}
