import { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BROTLI_QUALITY, CompressedAnswers, ENCODINGS, type Encoding } from './compressed-answers.ts';

/** What is compressed: JSON (`application/json`, `application/problem+json`, ...). */
export const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/** Below this, an answer fits a few TCP segments and compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/** Compressed answers kept, per encoding: a loaded room week is 2.4 MB of text, its calendar list 465 KB. */
export const COMPRESSED_ANSWERS_KEPT = { answers: 32, chars: 8 * 1024 * 1024 };

/**
 * JSON answers compressed as the client asks (`Accept-Encoding`): zstd first (Chromium and Firefox take it), then
 * brotli, then gzip; nothing when it asks for none of them or the answer is small. An answer written as one text
 * (a room's week the schedule service keeps) is compressed once and its bytes kept for the same text again
 * (`CompressedAnswers`); other answers are compressed each time by the plugin, so the cost per answer rules:
 * a loaded room week's calendar list (465 KB) took 2.5 ms in zstd's default level (21 KB), 3.9 ms in brotli at
 * quality 2 (21 KB), 12 ms at the plugin's default quality 4 (18 KB) and 13 ms in gzip's default level (25 KB),
 * on the shared 2-core machine; at quality 4 the bench's cached room week cost the platform 12 ms of CPU per
 * answer against 2 uncompressed. Kept bytes brought the bench's cached room week (zstd) from 5.5 to 0.7 ms of the
 * platform's CPU per answer.
 *
 * Nothing else is: the SPA's files are cached a year after the first visit, an export (CSV) streams a million
 * rows at a rate compression would cut by half or more, and server-sent events must reach the browser as they
 * are written. The plugin would compress every type mime-db calls compressible; its one per-answer opt-out is
 * the `x-no-compression` request header, which this instance-level `onSend` hook sets before the plugin's
 * route-level one runs.
 *
 * Registered through the gateway plugin (not encapsulated), so it covers the services mounted after it
 * (standalone). A proxied answer (distributed) is written straight to the socket: `forwarded-compression.ts`
 * compresses it on the way by the same rules.
 */
export async function compression(app: FastifyInstance) {
  const kept = new CompressedAnswers(COMPRESSED_ANSWERS_KEPT);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSED_TYPES.test(type)) {
      request.headers['x-no-compression'] = '1';
      return payload;
    }
    const encoding = textEncoding(reply, payload);
    if (encoding === undefined) return payload;
    const bytes = await kept.get(payload as string, encoding);
    request.headers['x-no-compression'] = '1';
    addVary(reply);
    reply.header('content-encoding', encoding).header('content-length', bytes.length);
    return bytes;
  });
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Request bodies pass as sent: the services read plain JSON.
    globalDecompression: false,
  });
}

/** The encoding a whole-text answer is sent in, as the plugin would choose it; none for anything else. */
function textEncoding(reply: FastifyReply, payload: unknown): Encoding | undefined {
  if (typeof payload !== 'string' || payload.length < COMPRESSION_THRESHOLD) return undefined;
  if (reply.statusCode === 206 || reply.hasHeader('content-range') || reply.hasHeader('content-encoding'))
    return;
  return negotiatedEncoding(reply.request.headers['accept-encoding']);
}

/** The encoding a client's `Accept-Encoding` takes among the gateway's, as the plugin chooses it; none without one. */
export function negotiatedEncoding(accepted: string | string[] | undefined): Encoding | undefined {
  if (typeof accepted !== 'string') return undefined;
  // As the plugin reads it: the no-preference token and x-gzip both mean gzip.
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** A `Vary` value that names Accept-Encoding, from the one already set (if any). */
export function varyWithAcceptEncoding(vary: string | string[] | number | undefined): string {
  const now = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(now)) return now;
  return now === '' ? 'accept-encoding' : `${now}, accept-encoding`;
}

function addVary(reply: FastifyReply): void {
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
}
