import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { securityHeaders } from './security-headers.ts';
import { rateLimits, type RateLimitOptions } from './rate-limits.ts';
import { docs } from './docs.ts';
import { spa } from './spa.ts';

export interface GatewayOptions {
  /** The built SPA (`web/dist`). When it is missing, pages answer 503 saying how to build it. */
  webDist: string;
  /** Every base path served behind the gateway; their OpenAPI documents are merged at `/api/docs`. */
  apiBases: readonly string[];
  rateLimits?: Partial<RateLimitOptions>;
  /** Send Strict-Transport-Security (only where the platform is served over HTTPS). */
  hsts?: boolean;
  /** Further `img-src` hosts (map tiles). */
  imgSources?: readonly string[];
  /** Allow `'unsafe-inline'` styles (libraries that inject <style> elements at run time). */
  inlineStyles?: boolean;
}

const HealthSchema = Type.Object({ status: Type.String() });

/**
 * What stands in front of the services in both modes: security headers, rate limits on login and password
 * reset, the merged API docs, the SPA with its history fallback and the JSON 404 for unknown `/api` paths.
 * No CORS plugin: the SPA is served from the same origin. Register it before the services (or the proxy) so
 * its hooks cover their routes.
 */
export const gateway = fp<GatewayOptions>(
  async (app, options) => {
    const headers = securityHeaders({
      hsts: options.hsts ?? false,
      imgSources: options.imgSources,
      inlineStyles: options.inlineStyles ?? false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimits, {
      tokenPerMinute: options.rateLimits?.tokenPerMinute ?? 20,
      passwordPerMinute: options.rateLimits?.passwordPerMinute ?? 5,
    });

    const up = async () => ({ status: 'UP' });
    app.get('/api/gateway/health', { schema: { hide: true, response: { 200: HealthSchema } } }, up);
    app.get('/api/gateway/ready', { schema: { hide: true, response: { 200: HealthSchema } } }, up);

    await app.register(docs, { bases: options.apiBases });
    await app.register(spa, { root: options.webDist });
  },
  { name: 'teleplan-gateway' },
);
