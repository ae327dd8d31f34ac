import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './openapi-merge.ts';
import { DOCS_CSP } from './security-headers.ts';

export interface DocsOptions {
  /** Base paths whose `/api/<base>/openapi.json` is merged. */
  bases: readonly string[];
}

/**
 * Reads each service's document through the gateway's own routing (`inject`), so the same code merges mounted
 * services (standalone) and proxied ones (distributed). A service that does not answer is left out.
 */
async function collect(app: FastifyInstance, bases: readonly string[]): Promise<OpenApiDocument> {
  const documents = await Promise.all(
    bases.map(async (base): Promise<ServiceDocument | undefined> => {
      const answer = await app
        .inject({ method: 'GET', url: `/api/${base}/openapi.json` })
        .catch(() => undefined);
      if (answer?.statusCode !== 200) return undefined;
      return { base, document: answer.json<OpenApiDocument>() };
    }),
  );
  return mergeOpenApi(
    documents.filter((entry) => entry !== undefined),
    { title: 'Teleplan API', version: '1.0.0' },
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
              perRequest.set(request, await collect(root, options.bases));
          },
        },
        transformSpecificationClone: false,
        transformSpecification: (fallback, request) => perRequest.get(request) ?? fallback,
      });
    });
  },
  { name: 'teleplan-gateway-docs' },
);
