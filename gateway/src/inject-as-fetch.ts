import { Readable } from 'node:stream';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Statuses whose answer has no body (the `Response` constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function requestBody(body: RequestInit['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('Only string, byte and form bodies are sent in process');
}

/**
 * `fetch` of paths of `app`, answered by `app.inject` in this process; `extraHeaders` go with every request
 * (hooks tell these calls apart by them). The answer streams as a socket's would (`payloadAsStream`): it resolves
 * with the headers, its body arrives as written and is read with back-pressure, so a streamed export (a read
 * model's rebuild) is neither held whole in memory nor silent until its end; a body given up (cancelled, or the
 * signal aborted) ends the answer on the server as a client hanging up would, which ends its query.
 */
export function injectAsFetch(
  app: FastifyInstance,
  extraHeaders: Record<string, string>,
): (path: string, init: RequestInit) => Promise<Response> {
  return async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: path,
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...extraHeaders },
      payload: requestBody(init.body),
      signal: init.signal ?? undefined,
      payloadAsStream: true,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const payload = answer.stream();
    const served = answer.raw.res;
    payload.once('close', () => {
      if (!served.writableFinished) served.destroy();
    });
    const body = NULL_BODY.has(answer.statusCode)
      ? null
      : (Readable.toWeb(payload) as ReadableStream<Uint8Array>);
    return new Response(body, { status: answer.statusCode, headers });
  };
}
