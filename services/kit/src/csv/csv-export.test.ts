import { Readable, type Stream } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvBody } from './csv-export.ts';

/** Resolves once `stream` closed, whether or not it failed (events.once would reject on its error). */
const closed = (stream: Stream) => new Promise((resolve) => stream.once('close', resolve));

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (message: string) => lines.push(message),
      error: (_: unknown, message: string) => lines.push(message),
    },
  };
}

describe('csvBody', () => {
  it('sends the preamble, then the source, every record ending with CRLF', async () => {
    const { log } = recorder();
    const body = csvBody(log, [Readable.from(['a;b\n', 'c;d\n'])], '\uFEFFX;Y\n');
    const chunks: string[] = [];
    for await (const chunk of body) chunks.push(String(chunk));
    expect(chunks.join('')).toBe('\uFEFFX;Y\r\na;b\r\nc;d\r\n');
  });

  it('destroys the source when the client goes away, and logs it as abandoned', async () => {
    const { lines, log } = recorder();
    const source = new Readable({ read() {} });
    const body = csvBody(log, [source]);
    body.destroy();
    await closed(source);
    expect(source.destroyed).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['export abandoned by the client']);
  });

  it('logs a failure of the source as an error', async () => {
    const { lines, log } = recorder();
    const source = new Readable({ read() {} });
    const body = csvBody(log, [source]);
    body.resume();
    source.destroy(new Error('connection lost'));
    await closed(body);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['export failed']);
  });
});
