import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { crlfRecords } from './crlf-records.ts';

/** What `chunks` become through the transform, chunk boundaries kept where they are. */
async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(crlfRecords()))
    out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('crlfRecords', () => {
  it('ends every record with CRLF', async () => {
    expect(await through(['a;b\nc;d\n'])).toBe('a;b\r\nc;d\r\n');
  });

  it('keeps a line break inside a quoted cell as the cell wrote it', async () => {
    expect(await through(['a;"x\ny";"""q"""\nb\n'])).toBe('a;"x\ny";"""q"""\r\nb\r\n');
  });

  it('leaves records that already end with CRLF alone', async () => {
    expect(await through(['a;b\r\nc\r\n'])).toBe('a;b\r\nc\r\n');
  });

  it('follows quotes and carriage returns across chunk boundaries, and characters cut in two', async () => {
    const eacute = Buffer.from('é');
    expect(
      await through([
        'a;"x',
        '\n";b\r',
        '\nc',
        eacute.subarray(0, 1),
        Buffer.concat([eacute.subarray(1), Buffer.from('\n')]),
      ]),
    ).toBe('a;"x\n";b\r\ncé\r\n');
  });

  it('answers what a strict RFC 4180 parser reads back, record by record', async () => {
    const cells = [
      ['Nom', 'Commentaire'],
      ['Dupont', 'a;b "c"\nd'],
      ['Émile', ''],
    ];
    const lf = cells.map((row) =>
      row.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';'),
    );
    const text = await through([`${lf.join('\n')}\n`]);
    expect(parse(text, { delimiter: ';', record_delimiter: '\r\n' })).toEqual(cells);
  });
});
