import { callService, type Fetch, type ServiceTokenSource } from '@teleplan/kit/http/service-client';
import type {
  AvailabilityExportQuery,
  AvailableInterval,
  ResourcesExport,
} from '@teleplan/proto/read-model-exports';
import { ndjsonBatches } from './ndjson.ts';

/** An owner did not answer in time or failed: the caller retries later (an event) or fails (a rebuild). */
export class OwnerUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OwnerUnavailable';
  }
}

/** The owners' internal exports (proto/src/read-model-exports.ts), streamed in batches. */
export interface Owners {
  /** The appointments export's CSV bytes as they arrive (APPOINTMENT_FACT_COLUMNS lines), for a COPY. */
  appointments(): AsyncIterable<Uint8Array>;
  /** The evaluations export's NDJSON bytes as they arrive (`EvaluationSubmittedPayload` lines), for a COPY. */
  evaluations(): AsyncIterable<Uint8Array>;
  availability(query: AvailabilityExportQuery): AsyncIterable<AvailableInterval[]>;
  /** The availability export's NDJSON bytes as they arrive (`AvailableInterval` lines), for a COPY. */
  availabilityLines(query: AvailabilityExportQuery): AsyncIterable<Uint8Array>;
  resources(): Promise<ResourcesExport>;
}

const BATCH = 2000;

/** The exports over HTTP with a SERVICE token; each call gives up after `timeoutMs` without a byte. */
export function httpOwners(options: {
  scheduleUrl: string;
  materialResourcesUrl: string;
  tokens: ServiceTokenSource;
  timeoutMs: number;
  fetch?: Fetch;
}): Owners {
  const base = (url: string) => url.replace(/\/+$/, '');
  async function* bytes(url: string): AsyncGenerator<Uint8Array> {
    const abort = new AbortController();
    let timer = setTimeout(() => abort.abort(), options.timeoutMs);
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), options.timeoutMs);
    };
    try {
      const response = await (options.fetch ?? fetch)(url, {
        headers: { authorization: `Bearer ${await options.tokens.token()}` },
        signal: abort.signal,
      });
      if (!response.ok || !response.body) throw new OwnerUnavailable(`${url} answered ${response.status}`);
      for await (const chunk of response.body) {
        idle();
        yield chunk;
      }
    } catch (error) {
      if (error instanceof OwnerUnavailable) throw error;
      throw new OwnerUnavailable(`${url} failed`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
  const stream = <T>(url: string) => ndjsonBatches<T>(bytes(url), BATCH);
  const schedule = base(options.scheduleUrl);
  const availabilityUrl = (query: AvailabilityExportQuery) => {
    const params = new URLSearchParams({ from: query.from, to: query.to });
    for (const id of query.ownerIds ?? []) params.append('ownerIds', id);
    return `${schedule}/internal/exports/availability?${params}`;
  };
  return {
    appointments: () => bytes(`${schedule}/internal/exports/appointments`),
    evaluations: () => bytes(`${schedule}/internal/exports/evaluations`),
    availability: (query) => stream(availabilityUrl(query)),
    availabilityLines: (query) => bytes(availabilityUrl(query)),
    async resources() {
      try {
        return await callService<ResourcesExport>({
          url: `${base(options.materialResourcesUrl)}/internal/exports/resources`,
          tokens: options.tokens,
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
        });
      } catch (error) {
        throw new OwnerUnavailable('material-resources export failed', { cause: error });
      }
    },
  };
}
