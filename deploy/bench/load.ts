import autocannon, { type Instance, type Result } from 'autocannon';

/** One HTTP request repeated by every connection. */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies given to the connections in turn (connection i sends `bodyPerConnection[i % length]`). */
  bodyPerConnection?: readonly string[];
  /** A new body for every request (e.g. each booking its own slot). */
  nextBody?: () => string;
  /** A new path and query for every request (the origin stays `url`'s). */
  nextPath?: () => string;
}

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  durationS: number;
  /** Seconds of the same load first, not measured (JIT, pools, caches). */
  warmupS: number;
}

/** What one measured run gave; counts cover the measured seconds only, `warmup` the seconds before. */
export interface LoadFigures {
  url: string;
  method: string;
  connections: number;
  durationS: number;
  /** Mean of the per-second counts of completed requests (autocannon's Req/Sec average). */
  requestsPerSecond: number;
  latencyP50Ms: number;
  /** From every measured answer's time (autocannon's histogram stops at p90 and p97.5). */
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  warmup: { requests: number; errors: number; non2xx: number };
}

/** The load generators under way, stopped when the benchmark is interrupted. */
const running = new Set<Instance>();
let interrupted = false;

/** Ends the loads under way and refuses new ones (the benchmark is being interrupted). */
export function stopRunningLoads(): void {
  interrupted = true;
  for (const instance of running) instance.stop();
}

/** The `share` (0..1) percentile of `values`, nearest rank. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

async function fire(
  target: LoadTarget,
  connections: number,
  durationS: number,
  times?: number[],
): Promise<Result> {
  if (interrupted) throw new Error('The benchmark was interrupted');
  const bodies = target.bodyPerConnection;
  let clients = 0;
  const instance = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: durationS,
    timeout: 10,
    setupClient: bodies?.length ? (client) => client.setBody(bodies[clients++ % bodies.length]!) : undefined,
    requests:
      target.nextBody || target.nextPath
        ? [
            {
              setupRequest: (request) => ({
                ...request,
                ...(target.nextBody && { body: target.nextBody() }),
                ...(target.nextPath && { path: target.nextPath() }),
              }),
            },
          ]
        : undefined,
  });
  if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  running.add(instance);
  try {
    return await instance;
  } finally {
    running.delete(instance);
  }
}

/** Told when the measured seconds begin and end (e.g. to read a process's CPU time over them). */
export interface MeasureProbe {
  start(): void;
  stop(): void;
}

/** Warms `target` up, then measures it with autocannon under `settings`. */
export async function measure(
  target: LoadTarget,
  settings: LoadSettings,
  probe?: MeasureProbe,
): Promise<LoadFigures> {
  const warmup = await fire(target, settings.connections, settings.warmupS);
  const times: number[] = [];
  probe?.start();
  const result = await fire(target, settings.connections, settings.durationS, times);
  probe?.stop();
  return {
    url: target.url,
    method: target.method ?? 'GET',
    connections: settings.connections,
    durationS: result.duration,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: percentile(times, 0.95),
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.average,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    warmup: { requests: warmup.requests.total, errors: warmup.errors, non2xx: warmup.non2xx },
  };
}

/** Requests of the run, warm-up included, that failed or got an answer other than 2xx. */
export function failedRequests(figures: LoadFigures): number {
  return figures.errors + figures.non2xx + figures.warmup.errors + figures.warmup.non2xx;
}
