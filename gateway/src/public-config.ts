import fp from 'fastify-plugin';
import { PublicConfigSchema, type PublicConfig } from '@teleplan/proto/public-config';

/** The operator's settings for the web app's outside services; absent ones keep the app inside the platform. */
export interface PublicConfigOptions {
  /** XYZ template of a single host (`https://tiles.example.org/{z}/{x}/{y}.png`); no `{a-c}` host pattern. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** A GeoJSON search endpoint (French national address API or Nominatim-compatible). */
  geocoderUrl?: string;
}

/** The origin of a configured http(s) URL; a value that is not one fails the start, naming the setting. */
function originOf(setting: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${setting} must be an http(s) URL: ${value}`);
  return url.origin;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** What `GET /api/gateway/config` answers for these options. */
export function publicConfigOf(options: PublicConfigOptions = {}): PublicConfig {
  return {
    map: {
      tileUrl: blankToNull(options.mapTileUrl),
      tileAttribution: blankToNull(options.mapTileAttribution),
    },
    geocoder: { url: blankToNull(options.geocoderUrl) },
  };
}

/**
 * The origins the Content-Security-Policy must add for these options, and nothing else: the tile host to
 * `img-src` (OpenLayers loads tiles as images), the geocoder's to `connect-src` (the web fetches it).
 */
export function publicConfigOrigins(options: PublicConfigOptions = {}): { img: string[]; connect: string[] } {
  const config = publicConfigOf(options);
  return {
    img: config.map.tileUrl ? [originOf('the map tile URL', config.map.tileUrl)] : [],
    connect: config.geocoder.url ? [originOf('the geocoder URL', config.geocoder.url)] : [],
  };
}

/** `GET /api/gateway/config`: public (the sign-in page needs no map, but the answer holds nothing secret). */
export const publicConfig = fp<PublicConfigOptions>(
  async (app, options) => {
    const body = publicConfigOf(options);
    app.get(
      '/api/gateway/config',
      { schema: { hide: true, response: { 200: PublicConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return body;
      },
    );
  },
  { name: 'teleplan-gateway-public-config' },
);
