import { PassThrough, pipeline, type Readable } from 'node:stream';

/** Where the outcome of an export that already started answering goes. */
export interface ExportLog {
  info(message: string): void;
  error(context: { err: unknown }, message: string): void;
}

/**
 * Pipes `streams` (a source, then transforms) into the body sent to the client. Once answering, an error can only
 * end the response, so it is logged; a client that goes away destroys the body, and with it every stream of the
 * chain (which ends a database cursor or COPY).
 */
export function streamBody(log: ExportLog, streams: [Readable, ...NodeJS.ReadWriteStream[]]): Readable {
  const body = new PassThrough();
  pipeline([...streams, body], (error) => {
    if (!error) return;
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      log.info('export abandoned by the client');
    else log.error({ err: error }, 'export failed');
  });
  return body;
}
