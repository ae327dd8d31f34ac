import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { notFound } from '@teleplan/kit/errors';
import { securityHeaders } from './security-headers.ts';
import { DEFAULT_RATE_LIMITS, rateLimits, type RateLimitOptions } from './rate-limits.ts';
import { docs, type ApiService } from './docs.ts';
import { spa } from './spa.ts';
import { publicConfig, publicConfigOrigins, type PublicConfigOptions } from './public-config.ts';
import { isPublicApiUrl } from './path-policy.ts';
import { cameThroughInternalListener } from './internal-listener.ts';
import { compression } from './compression.ts';

export { canonicalUrl } from './canonical-url.ts';
export { listenInternal, type InternalListener } from './internal-listener.ts';
export type { ApiService } from './docs.ts';
export type { PublicConfigOptions } from './public-config.ts';

export interface GatewayOptions {
  /** The built SPA (`web/dist`). When it is missing, pages answer 503 saying how to build it. */
  webDist: string;
  /** Every service behind the gateway, by base path and aliases; their OpenAPI documents are merged at `/api/docs`. */
  services: readonly ApiService[];
  rateLimits?: Partial<RateLimitOptions>;
  /** Send Strict-Transport-Security (only where the platform is served over HTTPS). */
  hsts?: boolean;
  /** Further `img-src` hosts (map tiles). */
  imgSources?: readonly string[];
  /** Allow `'unsafe-inline'` styles (libraries that inject <style> elements at run time). */
  inlineStyles?: boolean;
  /** Map tiles and geocoder the web may use (`GET /api/gateway/config`); their origins join the CSP. */
  publicConfig?: PublicConfigOptions;
}

const HealthSchema = Type.Object({ status: Type.String() });

/**
 * What stands in front of the services in both modes: security headers, JSON answers compressed as the client
 * asks (the services mounted in the same server; a proxied answer streams through as the service sent it), the refusal of services-only paths
 * (internal endpoints, metrics), rate limits on the token and password reset endpoints, the merged API docs,
 * the SPA with its history fallback and the JSON 404 for unknown `/api` paths. No CORS plugin: the SPA is served
 * from the same origin. Register it before the services (or the proxy) so its hooks cover their routes; the
 * server must be created with `rewriteUrl: canonicalUrl`, or every non-canonical `/api` target is refused.
 */
export const gateway = fp<GatewayOptions>(
  async (app, options) => {
    const outside = publicConfigOrigins(options.publicConfig);
    const headers = securityHeaders({
      hsts: options.hsts ?? false,
      imgSources: [...(options.imgSources ?? []), ...outside.img],
      connectSources: outside.connect,
      inlineStyles: options.inlineStyles ?? false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const refused =
        request.url.startsWith('/api/') &&
        !isPublicApiUrl(request.url) &&
        !cameThroughInternalListener(request.raw);
      done(refused ? notFound(MessageCodes.common.notFound, 'No such route') : undefined);
    });
    await compression(app);
    await app.register(rateLimits, {
      tokenPerMinute: options.rateLimits?.tokenPerMinute ?? DEFAULT_RATE_LIMITS.tokenPerMinute,
      passwordPerMinute: options.rateLimits?.passwordPerMinute ?? DEFAULT_RATE_LIMITS.passwordPerMinute,
      passwordLinkPerMinute:
        options.rateLimits?.passwordLinkPerMinute ?? DEFAULT_RATE_LIMITS.passwordLinkPerMinute,
      evaluationPerMinute: options.rateLimits?.evaluationPerMinute ?? DEFAULT_RATE_LIMITS.evaluationPerMinute,
    });

    const up = async () => ({ status: 'UP' });
    app.get('/api/gateway/health', { schema: { hide: true, response: { 200: HealthSchema } } }, up);
    app.get('/api/gateway/ready', { schema: { hide: true, response: { 200: HealthSchema } } }, up);

    await app.register(publicConfig, options.publicConfig ?? {});
    await app.register(docs, { services: options.services });
    await app.register(spa, { root: options.webDist });
  },
  { name: 'teleplan-gateway' },
);
