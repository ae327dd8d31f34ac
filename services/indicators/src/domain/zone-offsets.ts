import { offsetMs } from '@teleplan/kit/time/zoned-time';
import type { ZoneOffsets } from '../data/local-time.ts';

const DAY_MS = 86_400_000;

/** A UTC day of a zone: its offset (ms) at midnight, and where and to what it changes during the day. */
interface ZoneDay {
  offset: number;
  change: { at: number; offset: number } | null;
}

/** Days by zone and midnight, which never change: each is computed once per process. */
const days = new Map<string, ZoneDay>();
const DAYS_KEPT = 100_000;

/** The first millisecond of (after, before] whose offset is `offset` (the one change between them). */
function changeBetween(after: number, before: number, offset: number, zone: string): number {
  let lo = after;
  let hi = before;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMs(new Date(mid), zone) === offset) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A zone changes its clocks at most once in a day (true of every zone since long before statistics begin). */
function dayOf(midnight: number, zone: string): ZoneDay {
  const key = `${zone}@${midnight}`;
  let day = days.get(key);
  if (!day) {
    const offset = offsetMs(new Date(midnight), zone);
    const next = offsetMs(new Date(midnight + DAY_MS), zone);
    day = {
      offset,
      change:
        next === offset ? null : { at: changeBetween(midnight, midnight + DAY_MS, next, zone), offset: next },
    };
    if (days.size >= DAYS_KEPT) days.clear();
    days.set(key, day);
  }
  return day;
}

/** Offsets by zone and window (whole UTC days): a dashboard asks for the same ones all day. */
const windows = new Map<string, ZoneOffsets>();
const WINDOWS_KEPT = 10_000;

/** The offsets of `zone` over [from, to) (an answer shared by callers). */
export function zoneOffsets(zone: string, from: Date, to: Date): ZoneOffsets {
  const first = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.ceil(to.getTime() / DAY_MS) * DAY_MS;
  const key = `${zone}@${first}/${end}`;
  let offsets = windows.get(key);
  if (!offsets) {
    const at = ['-infinity'];
    const seconds = [dayOf(first, zone).offset / 1000];
    for (let midnight = first; midnight < end; midnight += DAY_MS) {
      const { change } = dayOf(midnight, zone);
      if (!change) continue;
      at.push(new Date(change.at).toISOString());
      seconds.push(change.offset / 1000);
    }
    offsets = { at, seconds };
    if (windows.size >= WINDOWS_KEPT) windows.clear();
    windows.set(key, offsets);
  }
  return offsets;
}
