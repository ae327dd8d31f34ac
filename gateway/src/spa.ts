import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError, notFound } from '@teleplan/kit/errors';

export interface SpaOptions {
  /** The built SPA (`web/dist`). */
  root: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names what it emits under `assets/` by content hash, so those never change under the same URL. */
function cacheControl(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? IMMUTABLE : REVALIDATE;
}

/** A last path segment with an extension names a file, which must exist; anything else is a page of the SPA. */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Serves the built SPA: its files by exact route (hashed assets cached for a year, the rest revalidated) and
 * `index.html` for every other GET outside `/api` (history fallback: `/`, `/app/*`, `/forgot-password`, ...).
 * `/api/*` paths nobody answers get the JSON 404.
 */
export const spa = fp<SpaOptions>(
  async (app, options) => {
    const built = existsSync(path.join(options.root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControl(filePath));
        },
      });
    } else {
      app.log.warn({ root: options.root }, 'web app not built: run `npm run build -w web`');
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      if (pathname === '/api' || pathname.startsWith('/api/') || looksLikeFile(pathname)) {
        throw notFound(MessageCodes.common.notFound, `No route ${request.method} ${pathname}`);
      }
      if (!built) {
        throw new AppError(
          503,
          MessageCodes.common.unavailable,
          'The web app is not built: run `npm run build -w web`',
        );
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'teleplan-gateway-spa' },
);
