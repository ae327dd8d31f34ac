import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('computes a key once, also for callers asking while it is being computed', async () => {
    const cache = new AnswerCache(2);
    const compute = vi.fn(async () => 'answer');
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual(['answer', 'answer']);
    expect(await cache.get('k', compute)).toBe('answer');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets the oldest key past its capacity', async () => {
    const cache = new AnswerCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });

  it('computes a key again after a failed computation', async () => {
    const cache = new AnswerCache(2);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'answer')).toBe('answer');
  });
});
