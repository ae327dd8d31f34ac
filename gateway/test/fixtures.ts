import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A minimal built SPA: an index page and one hashed asset, as `vite build` lays them out. */
export function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'teleplan-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Teleplan</title><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const getThing = {
  get: {
    responses: {
      200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } } },
    },
  },
};

/**
 * What a service's `/openapi.json` looks like (paths already under its prefix, a component of its own), as
 * @fastify/swagger writes it: every route of the service, its internal (service-to-service) ones included.
 */
export function serviceDocument(base: string) {
  return {
    openapi: '3.0.3',
    info: { title: base, version: '1.0.0' },
    paths: {
      [`/api/${base}/things/{id}`]: getThing,
      [`/api/${base}/internal/things/{id}`]: getThing,
    },
    components: {
      schemas: { 'def-0': { type: 'object', title: `${base} thing` } },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with its target sent exactly as written: fetch and inject parse the URL first, which
 * resolves dot segments and so never sends `/a/../b` or `/a/%2E%2E/b` as a client may.
 */
export function rawRequest(
  origin: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path: target, headers: { ...headers, connection: 'close' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
