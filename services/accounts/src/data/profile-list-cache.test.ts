import { describe, expect, it } from 'vitest';
import { ProfileListCache } from './profile-list-cache.ts';

const matches = (count: number) => ({
  version: '1',
  total: count,
  ids: Array.from({ length: count }, (_, i) => `id${i}`),
});

describe('ProfileListCache', () => {
  it('drops the least recently used searches once they hold more ids than allowed', () => {
    const cache = new ProfileListCache(10);
    cache.set('a', matches(4));
    cache.set('b', matches(4));
    expect(cache.get('a')?.ids).toHaveLength(4);
    cache.set('c', matches(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.ids).toHaveLength(4);
    expect(cache.get('c')?.ids).toHaveLength(4);
  });

  it('keeps no search with more ids than allowed in all, and forgets what it replaces', () => {
    const cache = new ProfileListCache(10);
    cache.set('a', matches(4));
    cache.set('a', matches(11));
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', matches(10));
    expect(cache.get('b')?.ids).toHaveLength(10);
  });

  it('counts a total without ids as one', () => {
    const cache = new ProfileListCache(10);
    cache.set('a', matches(9));
    cache.set('count', { version: '1', total: 80_000 });
    expect(cache.get('a')?.ids).toHaveLength(9);
    expect(cache.get('count')?.total).toBe(80_000);
    cache.set('b', { version: '1', total: 3 });
    expect(cache.get('a')).toBeUndefined();
  });
});
