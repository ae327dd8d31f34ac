import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('computes a key once, also for callers asking while it is being computed', async () => {
    const cache = new AnswerCache({ answers: 2 });
    const compute = vi.fn(async () => 'answer');
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual(['answer', 'answer']);
    expect(await cache.get('k', compute)).toBe('answer');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets the oldest key past its capacity', async () => {
    const cache = new AnswerCache({ answers: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });

  it('forgets the oldest answers once they hold more characters than its bound', async () => {
    const cache = new AnswerCache({ answers: 10, chars: 5 });
    for (const key of ['aaa', 'bb', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('c', async () => 'again')).toBe('c');
    expect(await cache.get('bb', async () => 'again')).toBe('bb');
    expect(await cache.get('aaa', async () => 'again')).toBe('again');
  });

  it('computes a key again after a failed computation', async () => {
    const cache = new AnswerCache({ answers: 2 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'answer')).toBe('answer');
  });
});
