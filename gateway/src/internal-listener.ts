import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { canonicalUrl, pathOf } from './canonical-url.ts';
import { isServicesOnly } from './path-policy.ts';

const fromListener = new WeakSet<IncomingMessage>();
/** Where services get their client-credentials tokens, as they do on the authenticator's own port when distributed. */
const SERVICE_TOKEN_PATH = '/api/authenticator/token';

/** Whether the request came in through the internal listener rather than the public port. */
export function cameThroughInternalListener(raw: IncomingMessage): boolean {
  return fromListener.has(raw);
}

export interface InternalListenerOptions {
  /** Loopback by default: the standalone mode's stand-in for the services' own network. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
}

export interface InternalListener {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string;
}

function refuse(response: ServerResponse, status: number, messageCode: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ messageCode, message }));
}

/**
 * A second listener of the same server (standalone mode) that answers only what the gateway keeps from the
 * public port: `/api/<base>/internal/*` (one service calling another) and `/api/<base>/metrics` (the operators'
 * scrape), plus the token endpoint, where a service gets the token it calls another with. It listens at once, so its address can be handed to the services before they are mounted, and
 * answers 503 until the server is ready. It closes with the server.
 */
export async function listenInternal(
  app: FastifyInstance,
  options: InternalListenerOptions,
): Promise<InternalListener> {
  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  const server = http.createServer((request, response) => {
    request.url = canonicalUrl(request.url ?? '/');
    const path = pathOf(request.url);
    if (!isServicesOnly(path) && path !== SERVICE_TOKEN_PATH)
      return refuse(response, 404, MessageCodes.common.notFound, 'Only internal endpoints and metrics here');
    if (!ready) return refuse(response, 503, MessageCodes.common.unavailable, 'Starting');
    fromListener.add(request);
    app.routing(request, response);
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` };
}
