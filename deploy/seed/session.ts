import type { ApiAnswer, ApiCaller, ApiRequest } from './api-caller.ts';

/** What a run did, by email (or name for patients without one, `kind:name` for practices). */
export interface SeedReport {
  /** HTTP calls made. */
  calls: number;
  created: string[];
  /** Profiles brought back to the demo data (the bootstrap administrator's names), roles granted, links made. */
  updated: string[];
  activated: string[];
  /** What was left as it is, with why (e.g. deactivated by an admin). */
  skipped: string[];
  /** Milliseconds each stage took, in order (`people`, `practices`, ...). */
  stagesMs: Record<string, number>;
}

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * The codes a service answers while its replica of another service's data has not yet received the event
 * of a change the seeder just made (a person created, a role granted, a room created): worth a retry.
 */
const REPLICA_LAG_CODES = new Set([
  'material_resources.person.unknown',
  'material_resources.sector.manager_missing',
  'material_resources.room.manager_invalid',
  'material_resources.room.invalid_room_user',
  'material_resources.sector.doctor_invalid',
  'schedule.profile.doctor.missing',
  'schedule.profile.doctor.no_role',
  'schedule.room.missing',
  'notification.profile.unknown',
]);

/** How long the seeder waits for a replica to catch up before it reports the answer as a failure. */
const REPLICA_LAG_LIMIT_MS = 30_000;

const messageCodeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'messageCode' in body
    ? String((body as { messageCode: unknown }).messageCode)
    : undefined;

/** The calls of one run, counted into its report. */
export class SeedSession {
  readonly report: SeedReport = {
    calls: 0,
    created: [],
    updated: [],
    activated: [],
    skipped: [],
    stagesMs: {},
  };

  /** Runs one stage, timing it into the report. */
  async stage<T>(name: string, work: () => Promise<T>): Promise<T> {
    const began = performance.now();
    try {
      return await work();
    } finally {
      this.report.stagesMs[name] = Math.round(performance.now() - began);
    }
  }

  /** Sends `request`; throws a SeedError unless the answer's status is one of `expected`. */
  async call(to: ApiCaller, request: ApiRequest, expected: readonly number[]): Promise<ApiAnswer> {
    const answer = await this.send(to, request);
    if (!expected.includes(answer.status)) throw this.failure(request, answer);
    return answer;
  }

  /**
   * As `call`, but an answer saying another service's event has not arrived yet (a replica lagging behind a
   * change this run made) is retried, with a growing pause, for `REPLICA_LAG_LIMIT_MS` at most.
   */
  async callOnceReplicated(
    to: ApiCaller,
    request: ApiRequest,
    expected: readonly number[],
  ): Promise<ApiAnswer> {
    const deadline = performance.now() + REPLICA_LAG_LIMIT_MS;
    for (let pauseMs = 20; ; pauseMs = Math.min(pauseMs * 2, 500)) {
      const answer = await this.send(to, request);
      // Checked first: a lagging replica may answer with an expected status (404 of an unknown profile).
      const lagging = REPLICA_LAG_CODES.has(messageCodeOf(answer.body) ?? '');
      if (!lagging && expected.includes(answer.status)) return answer;
      if (!lagging || performance.now() > deadline) throw this.failure(request, answer);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  private async send(to: ApiCaller, request: ApiRequest): Promise<ApiAnswer> {
    this.report.calls += 1;
    return to(request);
  }

  private failure(request: ApiRequest, answer: ApiAnswer): SeedError {
    return new SeedError(
      `${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
}

/** Runs `work` on every item, `limit` at a time, in order of start; rejects with the first failure. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      await work(items[next++]!).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
