import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { canonicalUrl, gateway } from '@teleplan/gateway';
import { loadConfig } from '@teleplan/kit/config';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { freshTestDatabaseUrl } from '@teleplan/kit/db/test-database';
import { createServiceMetrics } from '@teleplan/kit/metrics';
import { mountService } from '@teleplan/kit/run-service';
import { createServer } from '@teleplan/kit/server';
import { createTestBus } from '@teleplan/kit/testing/test-bus';
import { dropTestDatabase } from '@teleplan/kit/testing/drop-test-database';
import { DEFINITIONS } from '../definitions.ts';
import { SERVICES, type Topology } from '../services.ts';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SERVICES_DIR = fileURLToPath(new URL('../../services', import.meta.url));

/** Each route a service registers whose handler answers 204: its method, its path as written, and its source. */
function routesAnswering204() {
  const found: { service: string; method: string; path: RegExp; written: string; declares204: boolean }[] =
    [];
  for (const { name: service } of DEFINITIONS) {
    const dir = path.join(SERVICES_DIR, service, 'src', 'routes');
    for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.routes.ts'))) {
      // One registration per piece: from `app.<method>(` to the next one.
      const pieces = readFileSync(path.join(dir, file), 'utf8').split(
        /\bapp\.(?=(?:get|put|post|delete|patch)\()/,
      );
      for (const piece of pieces.slice(1)) {
        if (!/\.(?:status|code)\(204\)/.test(piece)) continue;
        const [, method, written] = /^(\w+)\(\s*['`]([^'`]+)['`]/.exec(piece) ?? [];
        // `:id` is `{id}` in the document; `${path}` (a path built in a loop) any one segment.
        const pattern = written!
          .replace(/[.*+?^()|[\]\\]/g, '\\$&')
          .replace(/:\w+/g, '\\{\\w+\\}')
          .replace(/\$\{[^}]+\}/g, '[^/]+');
        found.push({
          service,
          method: method!,
          path: new RegExp(`^/api/${service}${pattern}$`),
          written: `${service} ${method!.toUpperCase()} ${written!}`,
          declares204: /204:\s*NoContentSchema/.test(piece),
        });
      }
    }
  }
  return found;
}

const topology: Topology = {
  publicUrl: 'http://localhost:3000',
  serviceUrl: (name) => `http://127.0.0.1:9/api/${name}`,
  mailOutboxDir: path.join(tmpdir(), 'teleplan-contract-mail'),
  smtpUrl: '',
  secrets: {
    keyEncryption: randomBytes(32).toString('base64url'),
    captchaHmac: randomBytes(32).toString('base64url'),
    notificationSecrets: randomBytes(32).toString('base64url'),
    loggerSecrets: randomBytes(32).toString('base64url'),
    materialResourcesClient: randomBytes(32).toString('base64url'),
    notificationClient: randomBytes(32).toString('base64url'),
    indicatorsClient: randomBytes(32).toString('base64url'),
  },
};

describe('the merged OpenAPI document of the real services, as the gateway serves it', () => {
  let app: FastifyInstance;
  const databases: { url: string; dataSource: DataSource }[] = [];
  let document: Document;

  beforeAll(async () => {
    app = createServer({ name: 'contract', logger: false, rewriteUrl: canonicalUrl });
    await app.register(gateway, { webDist: path.join(tmpdir(), 'teleplan-no-web'), services: DEFINITIONS });
    const bus = createTestBus();
    app.addHook('onClose', () => bus.close());
    for (const definition of DEFINITIONS) {
      const url = await freshTestDatabaseUrl(`contract_${definition.name.replace(/\W/g, '_')}`);
      const dataSource = await openDatabase({
        url,
        entities: definition.entities,
        migrations: definition.migrations,
        poolSize: 2,
      });
      databases.push({ url, dataSource });
      const entry = SERVICES.find((service) => service.name === definition.name)!;
      await mountService(app, definition, {
        config: loadConfig(definition.configSchema, entry.env(topology)),
        dataSource,
        bus,
        metrics: createServiceMetrics(definition.name),
        auth: {
          issuer: 'http://localhost:3000/api/authenticator',
          keys: () => Promise.reject(new Error('none')),
        },
      });
    }
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json<Document>();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    for (const { url, dataSource } of databases) {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropTestDatabase(url);
    }
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ route, method, operation })),
    );

  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every service, the /api/user-profiles alias the web app calls included', () => {
    for (const { name, aliases = [] } of DEFINITIONS)
      for (const base of [name, ...aliases])
        expect(
          Object.keys(document.paths).some((route) => route.startsWith(`/api/${base}/`)),
          base,
        ).toBe(true);
    expect(document.paths['/api/user-profiles/profiles']).toEqual(document.paths['/api/accounts/profiles']);
  });

  it('lists no internal endpoint, nor does any service document reached through the gateway', async () => {
    expect(Object.keys(document.paths).filter((route) => /\/internal(\/|$)/.test(route))).toEqual([]);
    for (const { name, aliases = [] } of DEFINITIONS) {
      for (const base of [name, ...aliases]) {
        const own = (await app.inject({ method: 'GET', url: `/api/${base}/openapi.json` })).json<Document>();
        expect(
          Object.keys(own.paths).filter((route) => route.includes('/internal')),
          base,
        ).toEqual([]);
      }
    }
  });

  it('documents error answers in the one error shape for every operation', () => {
    // The one error shape, or a route's own superset of it (the token endpoint's OAuth fields).
    const isErrorShape = (schema: Schema | undefined) => {
      const properties = schema?.$ref
        ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]?.properties
        : schema?.properties;
      return properties !== undefined && 'messageCode' in properties && 'message' in properties;
    };
    const missing: string[] = [];
    for (const { route, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const errors = statuses.filter((status) => /^[45]\d\d$/.test(status));
      const required = ['400', '500', ...(route.includes('{') ? ['404'] : [])];
      const shaped = errors.every((status) =>
        isErrorShape(operation.responses[status]!.content?.['application/json']?.schema),
      );
      if (!required.every((status) => statuses.includes(status)) || !shaped)
        missing.push(`${method.toUpperCase()} ${route}`);
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(100);
  });

  it('documents 401 and 403 for every operation that takes a token', () => {
    const secured = operations().filter(
      ({ operation }) => (operation as { security?: unknown[] }).security?.length,
    );
    expect(secured.length).toBeGreaterThan(50);
    for (const { route, method, operation } of secured)
      expect(Object.keys(operation.responses), `${method} ${route}`).toEqual(
        expect.arrayContaining(['401', '403']),
      );
  });

  it('says 204, and no 200, for every route whose handler answers 204', () => {
    const routes = routesAnswering204();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.filter((route) => !route.declares204).map((route) => route.written)).toEqual([]);
    for (const { method, path: pattern, written } of routes) {
      if (written.includes('/internal/')) continue;
      const documented = Object.entries(document.paths).filter(([route]) => pattern.test(route));
      expect(documented.length, written).toBeGreaterThan(0);
      for (const [route, item] of documented) {
        const statuses = Object.keys(item[method]!.responses);
        expect(statuses, `${written} (${route})`).toContain('204');
        expect(statuses, `${written} (${route})`).not.toContain('200');
      }
    }
  });
});
