import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './openapi-merge.ts';
import { DOCS_CSP } from './security-headers.ts';
import { isServicesOnly } from './path-policy.ts';

/** A service behind the gateway: its base path, and the further base paths it answers the same way. */
export interface ApiService {
  name: string;
  aliases?: readonly string[];
}

export interface DocsOptions {
  /** Services whose `/api/<name>/openapi.json` is merged (once each, under their name). */
  services: readonly ApiService[];
}

/**
 * Reads each service's document through the gateway's own routing (`inject`), so the same code merges mounted
 * services (standalone) and proxied ones (distributed). A service that does not answer is left out, and so are
 * the paths the gateway does not route (internal endpoints).
 */
async function collect(app: FastifyInstance, services: readonly ApiService[]): Promise<OpenApiDocument> {
  const documents = await Promise.all(
    services.map(async ({ name, aliases = [] }): Promise<ServiceDocument | undefined> => {
      const answer = await app
        .inject({ method: 'GET', url: `/api/${name}/openapi.json` })
        .catch(() => undefined);
      if (answer?.statusCode !== 200) return undefined;
      return { base: name, aliases, document: answer.json<OpenApiDocument>() };
    }),
  );
  return mergeOpenApi(
    documents.filter((entry) => entry !== undefined),
    { title: 'Teleplan API', version: '1.0.0' },
    (path) => !isServicesOnly(path),
  );
}

/** The merged OpenAPI document at `/api/docs/json` and Swagger UI at `/api/docs`. */
export const docs = fp<DocsOptions>(
  async (app, options) => {
    const perRequest = new WeakMap<FastifyRequest, OpenApiDocument>();
    const root = app;
    await app.register(async (scope) => {
      // Swagger UI wants @fastify/swagger beside it; the document it holds is replaced on each read.
      await scope.register(swagger, {
        mode: 'static',
        specification: {
          document: { openapi: '3.0.3', info: { title: 'Teleplan API', version: '1.0.0' }, paths: {} },
        },
      });
      await scope.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: DOCS_CSP,
        uiConfig: { deepLinking: true },
        uiHooks: {
          onRequest: async (request) => {
            const route = request.routeOptions.url ?? '';
            if (route.endsWith('/json') || route.endsWith('/yaml'))
              perRequest.set(request, await collect(root, options.services));
          },
        },
        transformSpecificationClone: false,
        transformSpecification: (fallback, request) => perRequest.get(request) ?? fallback,
      });
    });
  },
  { name: 'teleplan-gateway-docs' },
);
