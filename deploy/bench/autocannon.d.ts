// autocannon ships no types (and @types/autocannon lags behind v8): only what the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    title?: string;
    /** Requests sent in turn; `setupRequest` may rewrite each one just before it is sent. */
    requests?: { setupRequest?: (request: { body?: string }) => { body?: string } }[];
    /** Called once per connection before its first request. */
    setupClient?: (client: Client) => void;
  }

  interface Client {
    /** Replaces the body this connection sends. */
    setBody(body: string): void;
  }

  interface Result {
    title?: string;
    url: string;
    /** Seconds the run lasted. */
    duration: number;
    connections: number;
    /** Per-second samples of completed requests; `total` counts them all. */
    requests: Histogram & { sent: number };
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Every answer, with its time in milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Client, Options, Result, Instance };
}
