import Fastify, { type FastifyInstance } from 'fastify';
import {
  APPOINTMENT_FACT_COLUMNS,
  type AvailableInterval,
  type ResourcesExport,
} from '@teleplan/proto/read-model-exports';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import type { EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';
import { httpOwners, type Owners } from '../src/owners/owners.ts';

/** What the stub owners hold: the facts their exports answer. */
export interface OwnerData {
  appointments: Map<string, Appointment>;
  evaluations: EvaluationSubmittedPayload[];
  availability: AvailableInterval[];
  resources: ResourcesExport;
  /** While set, the appointments export waits for it (a rebuild held half-way). */
  hold: Promise<void> | null;
  /**
   * While set, the next availability export answers what the owners had when it was asked only once this settles
   * (a rebuild holding minutes older than a change made meanwhile); `availabilityHeld` then says it was asked.
   */
  availabilityHold: Promise<void> | null;
  availabilityHeld: boolean;
  /** Every export answers 500 while true. */
  failing: boolean;
  /** How many requests the exports received. */
  requests: number;
}

export interface OwnerStub {
  data: OwnerData;
  owners: Owners;
  close(): Promise<void>;
}

const TOKEN = 'stub-service-token';

/** An appointment as a line of the appointments export's CSV (its values need no quoting; booleans t/f). */
function factLine(appointment: Appointment): string {
  const values = { ...appointment, start: appointment.interval.start, end: appointment.interval.end };
  const cells = APPOINTMENT_FACT_COLUMNS.map((column) => {
    const value = values[column];
    return typeof value === 'boolean' ? (value ? 't' : 'f') : (value ?? '');
  });
  return `${cells.join(',')}\n`;
}

/**
 * schedule's and material-resources' internal exports as an in-test Fastify server (CSV and NDJSON as the real
 * ones), answering from `data`; the indicators service reaches it through its real HTTP client.
 */
export async function startOwnerStub(): Promise<OwnerStub> {
  const data: OwnerData = {
    appointments: new Map(),
    evaluations: [],
    availability: [],
    resources: { sectors: [], rooms: [], roomTypes: [] },
    hold: null,
    availabilityHold: null,
    availabilityHeld: false,
    failing: false,
    requests: 0,
  };
  const app: FastifyInstance = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    data.requests += 1;
    if (request.headers.authorization !== `Bearer ${TOKEN}`) await reply.code(401).send();
    else if (data.failing) await reply.code(500).send();
  });
  const ndjson = (lines: readonly unknown[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  app.get('/api/schedule/internal/exports/appointments', async (_request, reply) => {
    const lines = [...data.appointments.values()].map(factLine).join('');
    await data.hold;
    return reply.type('text/csv').send(lines);
  });
  app.get('/api/schedule/internal/exports/evaluations', async (_request, reply) =>
    reply.type('application/x-ndjson').send(ndjson(data.evaluations)),
  );
  app.get<{ Querystring: { from: string; to: string; ownerIds?: string | string[] } }>(
    '/api/schedule/internal/exports/availability',
    async (request, reply) => {
      const { from, to, ownerIds } = request.query;
      const owners = ownerIds === undefined ? null : [ownerIds].flat();
      const [start, end] = [Date.parse(from), Date.parse(to)];
      const stretches = data.availability
        .filter((stretch) => owners === null || owners.includes(stretch.owner))
        .map((stretch) => ({
          ...stretch,
          start: new Date(Math.max(Date.parse(stretch.start), start)).toISOString(),
          end: new Date(Math.min(Date.parse(stretch.end), end)).toISOString(),
        }))
        .filter((stretch) => stretch.start < stretch.end);
      const lines = ndjson(stretches);
      const hold = data.availabilityHold;
      if (hold) {
        data.availabilityHold = null;
        data.availabilityHeld = true;
        await hold;
      }
      return reply.type('application/x-ndjson').send(lines);
    },
  );
  app.get('/api/material-resources/internal/exports/resources', async () => data.resources);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    data,
    owners: httpOwners({
      scheduleUrl: `${address}/api/schedule`,
      materialResourcesUrl: `${address}/api/material-resources`,
      tokens: { token: async () => TOKEN },
      timeoutMs: 5000,
    }),
    close: () => app.close(),
  };
}
