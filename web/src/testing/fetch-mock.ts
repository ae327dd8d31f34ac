import { vi } from 'vitest';

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (call: Call) => Response | Promise<Response> | undefined;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with a list of handlers tried in order (first answer wins) and records every call,
 * whether the code under test passes a Request (RTK Query) or a URL and init (plain fetch).
 */
export function mockFetch(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call: Call = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    for (const handler of handlers) {
      const answer = await handler(call);
      if (answer) return answer;
    }
    return json(404, { messageCode: 'common.route.not_found', message: 'not mocked' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const route =
  (method: string, path: string, answer: (call: Call) => Response | Promise<Response>): Handler =>
  (call) =>
    call.method === method && call.url.pathname === path ? answer(call) : undefined;
