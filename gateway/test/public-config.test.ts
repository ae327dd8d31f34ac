import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@teleplan/kit/server';
import { canonicalUrl, gateway, type PublicConfigOptions } from '../src/gateway.ts';
import { fakeWebDist } from './fixtures.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function gatewayWith(publicConfig?: PublicConfigOptions) {
  app = createServer({ name: 'gateway-test', logger: false, rewriteUrl: canonicalUrl });
  await app.register(gateway, { webDist: fakeWebDist(), services: [], publicConfig });
  return app;
}

function directive(csp: string | undefined, name: string): string {
  return (
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

describe('the public config of the web app', () => {
  it('answers nulls and keeps the policy on the platform when nothing is configured', async () => {
    const server = await gatewayWith();
    const answer = await server.inject({ method: 'GET', url: '/api/gateway/config' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      map: { tileUrl: null, tileAttribution: null },
      geocoder: { url: null },
    });
    const csp = answer.headers['content-security-policy'] as string;
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('gives the configured tiles and geocoder, and lets exactly their origins into the policy', async () => {
    const server = await gatewayWith({
      mapTileUrl: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap',
      geocoderUrl: 'http://127.0.0.1:4567/search/',
    });
    const answer = await server.inject({ method: 'GET', url: '/app/rooms/map' });
    const csp = answer.headers['content-security-policy'] as string;
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example.org");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4567");
    const config = await server.inject({ method: 'GET', url: '/api/gateway/config' });
    expect(config.json()).toEqual({
      map: { tileUrl: 'https://tiles.example.org/osm/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap' },
      geocoder: { url: 'http://127.0.0.1:4567/search/' },
    });
  });

  it('refuses to start with a tile URL that is not an http(s) URL', async () => {
    await expect(gatewayWith({ mapTileUrl: 'javascript:alert(1)' })).rejects.toThrow(/map tile URL/);
  });
});
