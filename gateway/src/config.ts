import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { LogShippingConfig } from '@teleplan/kit/logging/process-log-shipping';
import { DEFAULT_UPSTREAM_TIMEOUTS } from './proxy.ts';

/** The web app build beside this package in the repository (and in the gateway image). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Environment of the gateway process (distributed mode). */
export const GatewayConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /** `<base>=<url>` pairs, comma-separated: `authenticator=http://authenticator:8080,accounts=...`. */
  GATEWAY_UPSTREAMS: Type.String({ minLength: 1 }),
  GATEWAY_WEB_DIST: Type.String({ default: DEFAULT_WEB_DIST }),
  /** Proxy hops in front of the gateway whose X-Forwarded-For is believed (1 behind an ingress, 0 when exposed). */
  TRUSTED_PROXY_HOPS: Type.Integer({ minimum: 0, default: 1 }),
  /** A flood guard on the token endpoint, every grant; sign-in throttling proper is the authenticator's. */
  GATEWAY_TOKEN_RATE_LIMIT: Type.Integer({ minimum: 1, default: 1200 }),
  GATEWAY_PASSWORD_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  GATEWAY_PASSWORD_LINK_RATE_LIMIT: Type.Integer({ minimum: 1, default: 30 }),
  GATEWAY_EVALUATION_RATE_LIMIT: Type.Integer({ minimum: 1, default: 30 }),
  GATEWAY_UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 64 }),
  /** How long a service may take to send its status line before the gateway answers 504. */
  GATEWAY_UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: DEFAULT_UPSTREAM_TIMEOUTS.headersMs }),
  /** How long a service's answer may pause between two chunks before the gateway cuts it. */
  GATEWAY_UPSTREAM_BODY_TIMEOUT_MS: Type.Integer({ minimum: 1, default: DEFAULT_UPSTREAM_TIMEOUTS.bodyMs }),
  GATEWAY_HSTS: Type.Boolean({ default: false }),
  /** Space-separated extra image hosts for the CSP (map tiles). */
  GATEWAY_IMG_SOURCES: Type.String({ default: '' }),
  GATEWAY_INLINE_STYLES: Type.Boolean({ default: false }),
  /** XYZ tile URL template for the rooms map; empty: the offline outlines shipped with the web app. */
  GATEWAY_MAP_TILE_URL: Type.String({ default: '' }),
  GATEWAY_MAP_TILE_ATTRIBUTION: Type.String({ default: '' }),
  /** GeoJSON address search for the room form; empty: no geocoding (coordinates stay 0). */
  GATEWAY_GEOCODER_URL: Type.String({ default: '' }),
  /** Per-request logs cost the proxy hop much of its throughput; warnings and errors only by default. */
  LOG_LEVEL: Type.String({ default: 'warn' }),
  /** RabbitMQ, for the gateway's own lines to reach the logger service (it publishes nothing else); none: stdout only. */
  AMQP_URL: Type.Optional(Type.String({ minLength: 1 })),
  ...LogShippingConfig,
});
export type GatewayConfig = Static<typeof GatewayConfigSchema>;
