import { describe, expect, it } from 'vitest';
import { copyText } from './copy-in.ts';

async function text(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of copyText(
    (async function* () {
      for (const c of chunks) yield new TextEncoder().encode(c);
    })(),
  ))
    out.push(chunk);
  return Buffer.concat(out).toString();
}

describe('copyText', () => {
  it('doubles the backslashes of JSON escapes, so COPY reads each line as it was sent', async () => {
    expect(await text(['{"a":"x\\"y\\\\z"}\n', '{"b":"\\u00e9"}\n'])).toBe(
      '{"a":"x\\\\"y\\\\\\\\z"}\n{"b":"\\\\u00e9"}\n',
    );
  });

  it('passes lines without a backslash as they are, across chunks', async () => {
    expect(await text(['{"a":', '1}\n{"b":2}\n'])).toBe('{"a":1}\n{"b":2}\n');
  });
});
