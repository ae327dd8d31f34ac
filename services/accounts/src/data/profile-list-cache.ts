/**
 * What a list's condition matches, as read at one version of the lists' data (`list_version`): their number, and
 * for a search their ids in the list's order.
 */
export interface Matches {
  version: string;
  total: number;
  ids?: string[];
}

/** What an entry weighs against the cache's bound: its ids, or 1 for a total alone. */
const weight = (matches: Matches) => matches.ids?.length ?? 1;

/** How many ids, over every search kept, the cache holds at most (about 50 bytes each). */
export const MAX_CACHED_IDS = 200_000;

/**
 * The matches of the latest lists asked for (users and patients), by statement and values, the least recently used
 * dropped first once they hold more than `maxIds` ids. They stay right while `list_version` has not moved (migration
 * 0005): the next page, a refresh or another person's same list then reads only the page's rows (a search) or needs
 * no count (a list without search).
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
    if (weight(matches) > this.maxIds) return;
    this.entries.set(key, matches);
    this.held += weight(matches);
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxIds) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const matches = this.entries.get(key);
    if (!matches) return;
    this.entries.delete(key);
    this.held -= weight(matches);
  }
}
