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

/** What a service's `/openapi.json` looks like (paths already under its prefix, a component of its own). */
export function serviceDocument(base: string) {
  return {
    openapi: '3.0.3',
    info: { title: base, version: '1.0.0' },
    paths: {
      [`/api/${base}/things/{id}`]: {
        get: {
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } } },
          },
        },
      },
    },
    components: {
      schemas: { 'def-0': { type: 'object', title: `${base} thing` } },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
