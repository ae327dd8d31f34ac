import { Transform } from 'node:stream';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const CR_BYTE = Buffer.from([CR]);

/**
 * Ends every CSV record with CRLF, as RFC 4180 and spreadsheet programs expect, whatever the writer used
 * (PostgreSQL's COPY writes LF only): a line feed outside quotes that no carriage return precedes gets one. A line
 * break inside a quoted cell is the cell's content and stays as it is. Works on bytes: quote, CR and LF never occur
 * inside a multi-byte UTF-8 character, so a chunk may end anywhere.
 */
export function crlfRecords(): Transform {
  let quoted = false;
  let afterCr = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const parts: Buffer[] = [];
      let from = 0;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted && !afterCr) {
          parts.push(chunk.subarray(from, i), CR_BYTE);
          from = i;
        }
        afterCr = byte === CR;
      }
      if (from === 0) return done(null, chunk);
      parts.push(chunk.subarray(from));
      done(null, Buffer.concat(parts));
    },
  });
}
