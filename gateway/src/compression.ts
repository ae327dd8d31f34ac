import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What is compressed: JSON (`application/json`, `application/problem+json`, ...). */
export const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/** Below this, an answer fits a few TCP segments and compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * JSON answers compressed as the client asks (`Accept-Encoding`): zstd first (Chromium and Firefox take it), then
 * brotli, then gzip; nothing when it asks for none of them or the answer is small. Each answer is compressed
 * again (a room's week is kept by the schedule service, not its compressed bytes), so the cost per answer rules:
 * a loaded room week's calendar list (465 KB) took 2.5 ms in zstd's default level (21 KB), 3.9 ms in brotli at
 * quality 2 (21 KB), 12 ms at the plugin's default quality 4 (18 KB) and 13 ms in gzip's default level (25 KB),
 * on the shared 2-core machine; at quality 4 the bench's cached room week cost the platform 12 ms of CPU per
 * answer against 2 uncompressed.
 *
 * Nothing else is: the SPA's files are cached a year after the first visit, an export (CSV) streams a million
 * rows at a rate compression would cut by half or more, and server-sent events must reach the browser as they
 * are written. The plugin would compress every type mime-db calls compressible; its one per-answer opt-out is
 * the `x-no-compression` request header, which this instance-level `onSend` hook sets before the plugin's
 * route-level one runs.
 *
 * Registered through the gateway plugin (not encapsulated), so it covers the services mounted after it
 * (standalone). A proxied answer (distributed) is written straight to the socket and passes as the service sent it.
 */
export async function compression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSED_TYPES.test(type)) request.headers['x-no-compression'] = '1';
    done(null, payload);
  });
  await app.register(compress, {
    encodings: ['zstd', 'br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    // Request bodies pass as sent: the services read plain JSON.
    globalDecompression: false,
  });
}
