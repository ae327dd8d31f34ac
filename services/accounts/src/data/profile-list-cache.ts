/** A search's matching profile ids in the list's order, as read at one version of the lists' data (`list_version`). */
export interface Matches {
  version: string;
  ids: string[];
}

/** How many ids, over every search kept, the cache holds at most (about 50 bytes each). */
export const MAX_CACHED_IDS = 200_000;

/**
 * The matches of the latest searches (users and patients lists), by statement and values, the least recently used
 * dropped first once they hold more than `maxIds` ids. A search's matches stay right while `list_version` has not
 * moved (migration 0005): the next page, a refresh or another person's same search then reads only the page's rows.
 */
export class ProfileListCache {
  private readonly entries = new Map<string, Matches>();
  private held = 0;
  private readonly maxIds: number;

  constructor(maxIds = MAX_CACHED_IDS) {
    this.maxIds = maxIds;
  }

  get(key: string): Matches | undefined {
    const matches = this.entries.get(key);
    if (matches) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, matches);
    }
    return matches;
  }

  set(key: string, matches: Matches): void {
    this.delete(key);
    if (matches.ids.length > this.maxIds) return;
    this.entries.set(key, matches);
    this.held += matches.ids.length;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxIds) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const matches = this.entries.get(key);
    if (!matches) return;
    this.entries.delete(key);
    this.held -= matches.ids.length;
  }
}
