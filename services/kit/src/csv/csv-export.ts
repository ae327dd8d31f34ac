import type { Readable } from 'node:stream';
import { streamBody, type ExportLog } from '../http/stream-body.ts';
import { crlfRecords } from './crlf-records.ts';

export type { ExportLog } from '../http/stream-body.ts';

/** A CSV file on its way: its name and its bytes. */
export interface CsvExport {
  fileName: string;
  body: Readable;
}

/**
 * Pipes `streams` (a source, then transforms) into the body sent to the client (`streamBody`), after `preamble` if
 * given, every record ending with CRLF (RFC 4180).
 */
export function csvBody(
  log: ExportLog,
  streams: [Readable, ...NodeJS.ReadWriteStream[]],
  preamble?: string,
): Readable {
  const records = crlfRecords();
  if (preamble) records.write(preamble);
  return streamBody(log, [...streams, records]);
}
