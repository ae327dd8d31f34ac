/**
 * Answers kept on this device for the rest of the day (docs/screens.md#day-cache): the dashboards' statistics
 * are fetched once a day per user and role. One entry per user and role, stamped with the device's local date;
 * an entry of another day is dropped when read. Sign-out forgets every entry.
 */

const PREFIX = 'teleplan.day-cache.';

/** Whose answers: the account (token `sub`) and the role acted in. */
export interface DayCacheOwner {
  sub: string;
  role: string;
}

interface DayEntry {
  date: string;
  answers: Record<string, unknown>;
}

/** The part of the Web Storage API the cache uses (localStorage in the app, a fake in tests). */
export type DayStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The device's local date 'YYYY-MM-DD' at `now`. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const entryKey = (owner: DayCacheOwner) => `${PREFIX}${owner.sub}.${owner.role}`;

function readEntry(storage: DayStorage, owner: DayCacheOwner, today: string): DayEntry | undefined {
  const raw = storage.getItem(entryKey(owner));
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as DayEntry;
    if (entry.date === today && typeof entry.answers === 'object') return entry;
  } catch {
    // An unreadable entry is as good as none.
  }
  storage.removeItem(entryKey(owner));
  return undefined;
}

/** The answer kept today for `query`, or undefined (another day's entry is dropped on the way). */
export function keptAnswer<T>(
  storage: DayStorage,
  owner: DayCacheOwner,
  query: string,
  now: Date,
): T | undefined {
  return readEntry(storage, owner, localDay(now))?.answers[query] as T | undefined;
}

/** Keeps `answer` for `query` until the end of the device's day. */
export function keepAnswer(
  storage: DayStorage,
  owner: DayCacheOwner,
  query: string,
  answer: unknown,
  now: Date,
) {
  const today = localDay(now);
  const entry = readEntry(storage, owner, today) ?? { date: today, answers: {} };
  entry.answers[query] = answer;
  try {
    storage.setItem(entryKey(owner), JSON.stringify(entry));
  } catch {
    // A full or locked storage: the answer is simply asked again next time.
  }
}

/** Forgets what is kept for one user and role (their figures changed). */
export function dropAnswers(storage: DayStorage, owner: DayCacheOwner) {
  storage.removeItem(entryKey(owner));
}

/** Forgets everything kept on the device (sign-out). */
export function dropAllAnswers(storage: DayStorage) {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The device's localStorage, or undefined where the browser refuses it (private modes): nothing is kept then. */
export function deviceDayStorage(): DayStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
