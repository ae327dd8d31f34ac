import type { FastifyInstance } from 'fastify';

/** One HTTP request of the seeder; `path` is appended to the caller's base. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Bearer token. */
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export type ApiCaller = (request: ApiRequest) => Promise<ApiAnswer>;

function headersOf(request: ApiRequest): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { headers, body: new URLSearchParams(request.form).toString() };
  }
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    return { headers, body: JSON.stringify(request.json) };
  }
  return { headers };
}

const parse = (text: string): unknown => (text ? JSON.parse(text) : undefined);

/** Calls over HTTP, under `baseUrl` (e.g. the gateway `http://127.0.0.1:3000`). */
export function fetchCaller(baseUrl: string, timeoutMs = 15_000): ApiCaller {
  return async (request) => {
    const { headers, body } = headersOf(request);
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: parse(await response.text()) };
  };
}

/** Calls a Fastify instance of the same process, under `prefix`, without a socket. */
export function injectCaller(app: FastifyInstance, prefix: string): ApiCaller {
  return async (request) => {
    const { headers, body } = headersOf(request);
    const response = await app.inject({
      method: request.method,
      url: `${prefix}${request.path}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, body: parse(response.body) };
  };
}
