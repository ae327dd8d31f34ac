import fp from 'fastify-plugin';
import httpProxy from '@fastify/http-proxy';
import { Pool } from 'undici';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forwardTo, forwardedHeaders } from './http-forward.ts';
import type { ApiService } from './docs.ts';

export interface Upstream {
  /** Public base path, e.g. `accounts` for `/api/accounts/*`. */
  base: string;
  /** Where the service listens, e.g. `http://127.0.0.1:3102`; it answers the same `/api/<base>/*` paths. */
  url: string;
}

export interface ProxyOptions {
  upstreams: readonly Upstream[];
  /** Kept-alive connections per upstream process. */
  connections?: number;
  timeouts?: UpstreamTimeouts;
}

/** How long the gateway waits on a service before answering 504 (or cutting an answer that stalls). */
export interface UpstreamTimeouts {
  /** From the request sent to the service's status line and headers. */
  headersMs: number;
  /** Between two chunks of the service's answer; a stream (server-sent events) must send heart-beats faster. */
  bodyMs: number;
}

export const DEFAULT_UPSTREAM_TIMEOUTS: UpstreamTimeouts = { headersMs: 30_000, bodyMs: 60_000 };

/** Parses `authenticator=http://127.0.0.1:3101,accounts=http://127.0.0.1:3102,...`. */
export function parseUpstreams(spec: string): Upstream[] {
  return spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [base, url] = entry.split('=', 2).map((part) => part.trim());
      if (!base || !/^[a-z][a-z0-9-]*$/.test(base) || !url) {
        throw new Error(`Invalid upstream "${entry}": expected <base>=<url>`);
      }
      return { base, url: new URL(url).origin };
    });
}

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/** Routes WebSocket upgrades (dispatched through the router by @fastify/http-proxy) apart from plain requests. */
function addUpgradeConstraint(app: FastifyInstance) {
  if (app.hasConstraintStrategy('upgrade')) return;
  app.addConstraintStrategy({
    name: 'upgrade',
    storage() {
      const handlers = new Map<unknown, unknown>();
      return {
        // The router's handler type is internal to it; the storage only keeps what it is given.
        get: (value: unknown) => (handlers.get(value) ?? null) as never,
        set: (value: unknown, handler: unknown) => {
          handlers.set(value, handler);
        },
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const upgrade = request.headers.upgrade;
      return typeof upgrade === 'string' && upgrade.toLowerCase() === 'websocket' ? 'websocket' : undefined;
    },
    mustMatchWhenDerived: false,
  });
}

/**
 * The services behind `upstreams`: base paths served by the same process are one service, named by the first
 * (`accounts=http://accounts,user-profiles=http://accounts` is accounts, alias user-profiles).
 */
export function servicesOf(upstreams: readonly Upstream[]): ApiService[] {
  const byUrl = new Map<string, ApiService & { aliases: string[] }>();
  for (const { base, url } of upstreams) {
    const known = byUrl.get(url);
    if (known) known.aliases.push(base);
    else byUrl.set(url, { name: base, aliases: [] });
  }
  return [...byUrl.values()];
}

/**
 * Distributed mode: `/api/<base>/*` goes to the service owning the base. Plain requests through one undici pool
 * of kept-alive connections per upstream process (accounts and user-profiles share one), no pipelining, no
 * retries, bodies streamed unparsed; WebSocket upgrades through @fastify/http-proxy. What is forwarded is the
 * request's URL as routed, i.e. its canonical form, the one the gateway's hooks checked (services-only paths
 * such as `/api/<base>/internal/*` and `/api/<base>/metrics` never get here).
 */
export const proxy = fp<ProxyOptions>(
  async (app, options) => {
    addUpgradeConstraint(app);

    const timeouts = options.timeouts ?? DEFAULT_UPSTREAM_TIMEOUTS;
    const pools = new Map<string, Pool>();
    app.addHook('onClose', async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    });

    for (const upstream of options.upstreams) {
      let pool = pools.get(upstream.url);
      if (!pool) {
        pool = new Pool(upstream.url, {
          connections: options.connections ?? 64,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
        });
        pools.set(upstream.url, pool);
      }
      const prefix = `/api/${upstream.base}`;
      const handler = forwardTo(pool, upstream.base);

      await app.register(async (scope) => {
        // Bodies go through as the client sent them.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
        scope.route({ method: METHODS, url: prefix, handler });
        scope.route({ method: METHODS, url: `${prefix}/*`, handler });
      });

      // The typings miss `rewriteRequestHeaders`, which the WebSocket side of the proxy calls.
      const wsClientOptions = {
        perMessageDeflate: false,
        rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
          ...headers,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...forwardedHeaders(request),
        }),
      };
      await app.register(httpProxy, {
        upstream: upstream.url,
        prefix,
        rewritePrefix: prefix,
        undici: pool,
        disableRequestLogging: true,
        httpMethods: ['GET'],
        constraints: { upgrade: 'websocket' },
        websocket: true,
        wsClientOptions,
        wsServerOptions: { perMessageDeflate: false },
      });
    }
  },
  { name: 'teleplan-gateway-proxy' },
);
