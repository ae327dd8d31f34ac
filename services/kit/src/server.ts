import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installErrorHandling, sendError } from './error-handler.ts';
import { refuseUnsafeText } from './request-text.ts';
import { trackRequestContext } from './request-context.ts';
import { REQUEST_HEAD_MAX_BYTES, answerClientError } from './request-head.ts';

export interface ServerOptions {
  /** Process name for the logs. */
  name: string;
  logger?: FastifyServerOptions['logger'];
  /** How many proxy hops to trust for the client address (the gateway's own process trusts exactly one). */
  trustedProxyHops?: number;
  /** Rewrites each request's URL before routing (the gateway's canonical form); hooks and handlers see the result. */
  rewriteUrl?: (url: string) => string;
}

/**
 * Fastify as every process of the platform starts it: pino with request ids, each request's context
 * (`request-context.ts`), the one error shape, limits, and no NUL or lone surrogate in any parameter, query or body string.
 */
export function createServer(options: ServerOptions): FastifyInstance {
  const hops = options.trustedProxyHops ?? 0;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info', name: options.name },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: (_address: string, hop: number) => hop < hops,
    ...(options.rewriteUrl && {
      rewriteUrl: (request: IncomingMessage) => options.rewriteUrl!(request.url ?? '/'),
    }),
    bodyLimit: 1024 * 1024,
    http: { maxHeaderSize: REQUEST_HEAD_MAX_BYTES },
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
    // On close: stop accepting, drop idle keep-alive connections at once, answer requests under way (bounded by
    // `closeGracefully`), and answer 503 to a request arriving on a kept-alive connection meanwhile. Cutting every
    // connection (`true`) lost requests that had already committed when Kubernetes stopped a pod.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A path that is not valid percent-encoding, or a parameter over 100 characters, is refused before routing:
    // the same error shape as every other refusal (400 or 414 with a messageCode).
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
  });
  trackRequestContext(app);
  installErrorHandling(app);
  refuseUnsafeText(app);
  closeConnectionsWhenAnswered(app);
  return app;
}

/**
 * Once `app` is closing, every answer still to be sent says `Connection: close`: its keep-alive connection ends
 * with it instead of idling until the drain time runs out.
 */
function closeConnectionsWhenAnswered(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** How long a closing process lets requests under way finish before cutting them. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Closes `app` as an orchestrator expects on SIGTERM: no new connection is accepted, idle keep-alive connections
 * close at once, requests under way get their answer for up to `drainTimeoutMs`, then the connections left are
 * cut; the onClose hooks (bus, pools) run after the server has closed.
 */
export async function closeGracefully(
  app: FastifyInstance,
  drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS,
): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ drainTimeoutMs }, 'requests still under way after the drain time; cutting them');
    app.server.closeAllConnections();
  }, drainTimeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** Drains and closes `app` (and with it every onClose hook: pools, bus) on SIGINT/SIGTERM, then exits. */
export function closeOnSignals(app: FastifyInstance, drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, drainTimeoutMs, keep: true }, 'shutting down: draining requests under way');
      closeGracefully(app, drainTimeoutMs).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
