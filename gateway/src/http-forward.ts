import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';
import { pathOf } from './canonical-url.ts';
import { varyWithAcceptEncoding } from './compression.ts';
import { compressingStream, forwardedEncoding } from './forwarded-compression.ts';

/** Headers that describe one connection, not the message: never passed on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/**
 * Also dropped on the way in: set by the gateway itself (`host` by the pool, the rest below), refused by undici,
 * or other ways of naming the client that only the gateway may state (`forwarded`, `x-real-ip`).
 */
const REPLACED = new Set([
  'host',
  'expect',
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
]);

/** How an answer ends when the client hangs up first. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'UND_ERR_ABORTED', 'ECONNRESET', 'EPIPE']);

type Headers = Record<string, string | string[] | undefined>;

/** Names a `Connection` header lists as hop-by-hop for this message. */
function connectionListed(headers: Headers): Set<string> {
  const value = headers.connection;
  if (typeof value !== 'string') return new Set();
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

/** What a service learns about the caller: the address the gateway trusted, and the request id for the logs. */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host' | 'id'>,
): Record<string, string> {
  return {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': request.id,
  };
}

function upstreamHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const listed = connectionListed(request.headers);
  const out: Record<string, string | string[]> = {};
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || REPLACED.has(name) || listed.has(name)) continue;
    out[name] = value;
  }
  return Object.assign(out, forwardedHeaders(request));
}

/** Undici's codes for a service that took too long; any other failure before the answer means it is unreachable. */
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The answer to a service failing before its status line: 504 when it was too slow, else 503 (refused, reset,
 * closed mid-request: mostly a service restarting, worth a retry in a moment).
 */
function unavailable(cause: string): AppError {
  return TIMEOUTS.has(cause)
    ? new AppError(504, MessageCodes.common.upstreamTimeout, 'The service took too long to answer')
    : new AppError(
        503,
        MessageCodes.common.upstreamUnavailable,
        'The service is unavailable, try again later',
      );
}

/** The code naming why a call failed, for the log and the status. */
function causeOf(error: unknown): string {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  // A refused connection comes as a socket error whose `cause` holds the system's code.
  return cause?.code ?? code ?? String(error);
}

/**
 * The request body as undici reads it: a pass-through the client's stream is piped into, never that stream
 * itself. Undici destroys the body it was given when the call fails; destroying the client's own stream made
 * the client look gone, so no answer was ever sent (writes hung until the client gave up).
 */
function upstreamBody(source: Readable | undefined): PassThrough | null {
  return source ? source.pipe(new PassThrough()) : null;
}

/** After a failed call, what the client still sends is read and dropped, so its connection stays usable. */
function drain(source: Readable | undefined, body: PassThrough | null) {
  if (!source || !body) return;
  source.unpipe(body);
  source.resume();
}

/** The gateway's own headers (security headers, from its hooks) plus the service's, less the hop-by-hop. */
function answerHeaders(reply: FastifyReply, answer: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  const listed = connectionListed(answer);
  for (const name in answer) {
    const value = answer[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * The route handler passing one request on to `pool`'s origin (the service `service`), path and query
 * unchanged, bodies streamed both ways. Plain undici rather than @fastify/reply-from: the hop is the gateway's
 * whole job, and the general machinery there (destination rewriting, per-request URL parsing, reply
 * serialisation) cost a third of the throughput measured here.
 *
 * `pool.stream()` writes the service's answer straight into the client's response: no body stream in between,
 * no pipeline, no AbortController per request (`pool.request()` and `pipeline()` did 4.4k req/s against a
 * trivial upstream where this does 7.7-8.1k). A JSON answer goes through a compressor on the way when the client
 * takes one of the gateway's encodings (`forwarded-compression.ts`), as the standalone gateway sends it. The
 * handler settles once the service's status and headers are in: it resolves, the reply hijacked, or rejects with
 * 503 `common.upstream.unavailable` (504 `common.upstream.timeout`) when the service failed before answering,
 * whatever the method and body, and logs why. Once the answer has started, a failure can only cut it short: the
 * client's connection is destroyed.
 */
export function forwardTo(pool: Pool, service: string) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) => {
      const response = reply.raw;
      let answered = false;
      // The client is gone only when its connection closed: the response closes before it is written.
      let clientGone = false;
      // undici's `signal` may be an EventEmitter (much cheaper than an AbortController): fired when the
      // client leaves before the answer; from the answer on, undici follows the response and aborts itself.
      const abort = new EventEmitter();
      const onClientGone = () => {
        clientGone = true;
        abort.emit('abort');
      };
      response.once('close', onClientGone);
      const source = request.body as Readable | undefined;
      const body = upstreamBody(source);

      pool.stream(
        {
          method: request.method as 'GET',
          path: request.url,
          headers: upstreamHeaders(request),
          body,
          signal: abort,
        },
        ({ statusCode, headers }) => {
          answered = true;
          response.removeListener('close', onClientGone);
          // Written straight to the socket: the service's answer needs no serialisation.
          reply.hijack();
          const out = answerHeaders(reply, headers);
          const encoding = forwardedEncoding(
            request.method,
            request.headers['accept-encoding'],
            statusCode,
            headers,
          );
          if (!encoding) {
            response.writeHead(statusCode, out);
            resolve();
            return response;
          }
          delete out['content-length'];
          out['content-encoding'] = encoding;
          out.vary = varyWithAcceptEncoding(out.vary);
          response.writeHead(statusCode, out);
          resolve();
          // The client leaving destroys the compressor, which aborts the service's answer, and the reverse.
          const compressor = compressingStream(encoding);
          pipeline(compressor, response, () => undefined);
          return compressor;
        },
        (error) => {
          if (!error) return;
          response.removeListener('close', onClientGone);
          if (answered) {
            // The status line may be out: the answer can only be cut short (undici mostly did it already).
            response.destroy();
            resolve();
            if (!CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? ''))
              request.log.warn({ err: error, upstream: service }, 'upstream answer interrupted');
          } else if (clientGone) {
            // Nobody left to answer; the service's request is aborted.
            reply.hijack();
            resolve();
          } else {
            drain(source, body);
            const cause = causeOf(error);
            request.log.warn(
              { upstream: service, method: request.method, path: pathOf(request.url), cause, err: error },
              'upstream failed',
            );
            reject(unavailable(cause));
          }
        },
      );
    });
}
