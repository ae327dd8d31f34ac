import { describe, expect, it } from 'vitest';
import {
  dropAllAnswers,
  dropAnswers,
  keepAnswer,
  keptAnswer,
  localDay,
  type DayStorage,
} from './day-cache.ts';

function memoryStorage(): DayStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const doctor = { sub: 'u1', role: 'DOCTOR' };
const morning = new Date(2026, 11, 7, 8, 30);
const evening = new Date(2026, 11, 7, 23, 59);
const nextMorning = new Date(2026, 11, 8, 0, 1);

describe('the dashboards day cache', () => {
  it('gives back an answer kept earlier the same day', () => {
    const storage = memoryStorage();
    keepAnswer(storage, doctor, 'evolution?from=a', { total: 3 }, morning);
    expect(keptAnswer(storage, doctor, 'evolution?from=a', evening)).toEqual({ total: 3 });
  });

  it("drops yesterday's answers when read the next day", () => {
    const storage = memoryStorage();
    keepAnswer(storage, doctor, 'evolution?from=a', { total: 3 }, evening);
    expect(keptAnswer(storage, doctor, 'evolution?from=a', nextMorning)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('keeps each user and role apart', () => {
    const storage = memoryStorage();
    keepAnswer(storage, doctor, 'q', 1, morning);
    keepAnswer(storage, { sub: 'u1', role: 'ADMIN' }, 'q', 2, morning);
    keepAnswer(storage, { sub: 'u2', role: 'DOCTOR' }, 'q', 3, morning);
    expect(keptAnswer(storage, doctor, 'q', morning)).toBe(1);
    expect(keptAnswer(storage, { sub: 'u1', role: 'ADMIN' }, 'q', morning)).toBe(2);
    expect(keptAnswer(storage, { sub: 'u2', role: 'DOCTOR' }, 'q', morning)).toBe(3);
  });

  it("forgets one user and role's answers, then everyone's, leaving other preferences", () => {
    const storage = memoryStorage();
    storage.setItem('teleplan.theme', 'dark');
    keepAnswer(storage, doctor, 'q', 1, morning);
    keepAnswer(storage, { sub: 'u2', role: 'ADMIN' }, 'q', 2, morning);
    dropAnswers(storage, doctor);
    expect(keptAnswer(storage, doctor, 'q', morning)).toBeUndefined();
    expect(keptAnswer(storage, { sub: 'u2', role: 'ADMIN' }, 'q', morning)).toBe(2);
    dropAllAnswers(storage);
    expect([...storage.items.keys()]).toEqual(['teleplan.theme']);
  });

  it("names the device's local date", () => {
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
