import type { IncomingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip, createZstdCompress } from 'node:zlib';
import type { Transform } from 'node:stream';
import { BROTLI_QUALITY, type Encoding } from './compressed-answers.ts';
import { COMPRESSED_TYPES, COMPRESSION_THRESHOLD, negotiatedEncoding } from './compression.ts';

/** Answers without a body to compress, or whose body is a part of a resource. */
const BODILESS_STATUSES = new Set([204, 206, 304]);

/**
 * The encoding a service's answer is forwarded in (distributed mode), by the rules of the standalone gateway
 * (`compression.ts`): JSON the client can decode, not already encoded, not a range, not known to be under the
 * threshold; none for anything else (exports, server-sent events, files) or a HEAD request.
 */
export function forwardedEncoding(
  method: string,
  acceptEncoding: string | string[] | undefined,
  statusCode: number,
  answer: IncomingHttpHeaders,
): Encoding | undefined {
  if (method === 'HEAD' || statusCode < 200 || BODILESS_STATUSES.has(statusCode)) return undefined;
  const type = answer['content-type'];
  if (typeof type !== 'string' || !COMPRESSED_TYPES.test(type)) return undefined;
  if (answer['content-encoding'] !== undefined || answer['content-range'] !== undefined) return undefined;
  const length = answer['content-length'];
  if (length !== undefined && Number(length) < COMPRESSION_THRESHOLD) return undefined;
  return negotiatedEncoding(acceptEncoding);
}

/** A stream compressing what goes through it in `encoding`, at the levels of the standalone gateway. */
export function compressingStream(encoding: Encoding): Transform {
  switch (encoding) {
    case 'zstd':
      return createZstdCompress();
    case 'br':
      return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    case 'gzip':
      return createGzip();
  }
}
