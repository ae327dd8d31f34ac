import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { CompressedAnswers } from '../src/compressed-answers.ts';

/** A JSON text of `n` appointments, about 100 characters each. */
const answer = (n: number, status = 'CONFIRMED') =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `appointment-${i}`, status, room: 'Salle 1' })));

describe('compressed answers kept by text and encoding', () => {
  it('compresses a text once and gives the same bytes for it again, in each encoding', async () => {
    const kept = new CompressedAnswers({ answers: 4, chars: 1_000_000 });
    const text = answer(500);
    const zstd = await kept.get(text, 'zstd');
    expect(await kept.get(text, 'zstd')).toBe(zstd);
    // The same text built again (a new string of the service) is the same answer.
    expect(await kept.get(answer(500), 'zstd')).toBe(zstd);
    expect(zstdDecompressSync(zstd).toString()).toBe(text);
    expect(brotliDecompressSync(await kept.get(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(await kept.get(text, 'gzip')).toString()).toBe(text);
  });

  it('answers a changed text with its own bytes, never those of the text before', async () => {
    const kept = new CompressedAnswers({ answers: 4, chars: 1_000_000 });
    await kept.get(answer(500), 'zstd');
    const changed = answer(500, 'CANCELLED');
    expect(zstdDecompressSync(await kept.get(changed, 'zstd')).toString()).toBe(changed);
  });

  it('keeps at most its number of answers, forgetting the least recently used', async () => {
    const kept = new CompressedAnswers({ answers: 2, chars: 1_000_000 });
    const first = await kept.get(answer(10), 'br');
    await kept.get(answer(20), 'br');
    await kept.get(answer(10), 'br'); // used again: the one of 20 is now the oldest
    await kept.get(answer(30), 'br');
    expect(kept.size('br').answers).toBe(2);
    expect(await kept.get(answer(10), 'br')).toBe(first);
    expect(kept.size('zstd').answers).toBe(0);
  });

  it('keeps at most its characters, and never a text longer than all it may keep', async () => {
    const bounds = { answers: 100, chars: answer(250).length * 2 };
    const kept = new CompressedAnswers(bounds);
    for (let n = 200; n <= 250; n += 10) await kept.get(answer(n), 'gzip');
    expect(kept.size('gzip').chars).toBeLessThanOrEqual(bounds.chars);
    expect(kept.size('gzip').answers).toBe(2);
    const long = answer(1000);
    const bytes = await kept.get(long, 'gzip');
    expect(gunzipSync(bytes).toString()).toBe(long);
    expect(kept.size('gzip').answers).toBe(2);
    expect(await kept.get(long, 'gzip')).not.toBe(bytes);
  });
});
