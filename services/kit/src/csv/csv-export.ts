import { PassThrough, pipeline, type Readable } from 'node:stream';
import { crlfRecords } from './crlf-records.ts';

/** A CSV file on its way: its name and its bytes. */
export interface CsvExport {
  fileName: string;
  body: Readable;
}

/** Where the outcome of an export that already started answering goes. */
export interface ExportLog {
  info(message: string): void;
  error(context: { err: unknown }, message: string): void;
}

/**
 * Pipes `streams` (a source, then transforms) into the body sent to the client, after `preamble` if given, every
 * record ending with CRLF (RFC 4180). Once answering, an error can only end the response, so it is logged; a
 * client that goes away destroys the body, and with it every stream of the chain (which ends a database cursor or
 * COPY).
 */
export function csvBody(
  log: ExportLog,
  streams: [Readable, ...NodeJS.ReadWriteStream[]],
  preamble?: string,
): Readable {
  const records = crlfRecords();
  const body = new PassThrough();
  if (preamble) records.write(preamble);
  pipeline([...streams, records, body], (error) => {
    if (!error) return;
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      log.info('export abandoned by the client');
    else log.error({ err: error }, 'export failed');
  });
  return body;
}
