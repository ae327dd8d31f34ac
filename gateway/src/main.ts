import { loadConfig } from '@teleplan/kit/config';
import { busOnlyForLogs } from '@teleplan/kit/logging/process-log-shipping';
import { closeOnSignals, createServer } from '@teleplan/kit/server';
import { GatewayConfigSchema } from './config.ts';
import { canonicalUrl, gateway } from './gateway.ts';
import { parseUpstreams, proxy, servicesOf } from './proxy.ts';

/** The gateway process of the distributed mode: the gateway plugin in front of the proxied services. */
const config = loadConfig(GatewayConfigSchema);
const upstreams = parseUpstreams(config.GATEWAY_UPSTREAMS);
const logs = busOnlyForLogs('gateway', config);
const app = createServer({
  name: 'gateway',
  trustedProxyHops: config.TRUSTED_PROXY_HOPS,
  rewriteUrl: canonicalUrl,
  logger: { level: config.LOG_LEVEL, name: 'gateway', stream: logs.stream },
});
app.addHook('onClose', () => logs.close());
await logs.start(app.log);

await app.register(gateway, {
  webDist: config.GATEWAY_WEB_DIST,
  services: servicesOf(upstreams),
  rateLimits: {
    tokenPerMinute: config.GATEWAY_TOKEN_RATE_LIMIT,
    passwordPerMinute: config.GATEWAY_PASSWORD_RATE_LIMIT,
    passwordLinkPerMinute: config.GATEWAY_PASSWORD_LINK_RATE_LIMIT,
    evaluationPerMinute: config.GATEWAY_EVALUATION_RATE_LIMIT,
  },
  hsts: config.GATEWAY_HSTS,
  imgSources: config.GATEWAY_IMG_SOURCES.split(/\s+/).filter(Boolean),
  inlineStyles: config.GATEWAY_INLINE_STYLES,
  publicConfig: {
    mapTileUrl: config.GATEWAY_MAP_TILE_URL,
    mapTileAttribution: config.GATEWAY_MAP_TILE_ATTRIBUTION,
    geocoderUrl: config.GATEWAY_GEOCODER_URL,
  },
});
await app.register(proxy, {
  upstreams,
  connections: config.GATEWAY_UPSTREAM_CONNECTIONS,
  timeouts: {
    headersMs: config.GATEWAY_UPSTREAM_TIMEOUT_MS,
    bodyMs: config.GATEWAY_UPSTREAM_BODY_TIMEOUT_MS,
  },
});
await app.listen({ port: config.PORT, host: config.HOST });
closeOnSignals(app);
