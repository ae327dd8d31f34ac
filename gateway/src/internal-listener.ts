import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Fetch } from '@teleplan/kit/http/service-client';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { canonicalUrl, pathOf } from './canonical-url.ts';
import { isServicesOnly } from './path-policy.ts';
import { injectAsFetch } from './inject-as-fetch.ts';

const fromListener = new WeakSet<IncomingMessage>();
/** Where services get their client-credentials tokens, as they do on the authenticator's own port when distributed. */
const SERVICE_TOKEN_PATH = '/api/authenticator/token';

/**
 * Marks the requests of the listener's in-process `fetch`: a random value made at start that only this
 * process knows and that never goes over a network (those requests are `app.inject`ed).
 */
const IN_PROCESS_HEADER = 'x-teleplan-in-process-call';
const IN_PROCESS_MARK = Buffer.from(randomBytes(24).toString('base64url'));

function markedInProcess(raw: IncomingMessage): boolean {
  const mark = raw.headers[IN_PROCESS_HEADER];
  if (typeof mark !== 'string' || mark.length !== IN_PROCESS_MARK.length) return false;
  return timingSafeEqual(Buffer.from(mark), IN_PROCESS_MARK);
}

/** Whether the request came in through the internal listener (or its in-process `fetch`), not the public port. */
export function cameThroughInternalListener(raw: IncomingMessage): boolean {
  return fromListener.has(raw) || markedInProcess(raw);
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
  /**
   * A `fetch` for the services of this process (`ServiceDeps.fetch`): a URL under `url` is answered in process
   * (`app.inject`: no socket, no HTTP parsing) exactly as the listener would answer it; any other URL goes
   * to the network.
   */
  fetch: Fetch;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The listener's own answer, when it answers before the routes. */
function refusal(path: string, ready: boolean): { status: number; body: string } | undefined {
  const body = (messageCode: string, message: string) => JSON.stringify({ messageCode, message });
  if (!isServicesOnly(path) && path !== SERVICE_TOKEN_PATH)
    return {
      status: 404,
      body: body(MessageCodes.common.notFound, 'Only internal endpoints and metrics here'),
    };
  if (!ready) return { status: 503, body: body(MessageCodes.common.unavailable, 'Starting') };
  return undefined;
}

/**
 * A second listener of the same server (standalone mode) that answers only what the gateway keeps from the
 * public port: `/api/<base>/internal/*` (one service calling another) and `/api/<base>/metrics` (the operators'
 * scrape), plus the token endpoint, where a service gets the token it calls another with. It listens at once,
 * so its address can be handed to the services before they are mounted, and answers 503 until the server is ready. It closes with the server.
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
    const refused = refusal(pathOf(request.url), ready);
    if (refused) {
      response.writeHead(refused.status, { 'content-type': JSON_TYPE });
      return response.end(refused.body);
    }
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
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const inject = injectAsFetch(app, { [IN_PROCESS_HEADER]: IN_PROCESS_MARK.toString() });
  const inProcess: Fetch = async (target, init) => {
    if (!target.startsWith(`${url}/`)) return fetch(target, init);
    const path = canonicalUrl(target.slice(url.length));
    const refused = refusal(pathOf(path), ready);
    if (refused)
      return new Response(refused.body, { status: refused.status, headers: { 'content-type': JSON_TYPE } });
    return inject(path, init);
  };
  return { url, fetch: inProcess };
}
