import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '../seed/api-caller.ts';
import { untilScheduleKnowsLinks } from '../seed/schedule-links.ts';
import { SeedError, SeedSession } from '../seed/session.ts';

const AUBE = { sectorId: 'sector-aube', roomId: 'room-troyes', doctorIds: ['doctor-1', 'doctor-2'] };
const MARNE = { sectorId: 'sector-marne', roomId: 'room-reims', doctorIds: ['doctor-3'] };

/** A schedule whose bookable timelines name, per sector, the doctors it knows so far. */
function scheduleKnowing(known: Record<string, string[]>): { gateway: ApiCaller; asked: string[] } {
  const asked: string[] = [];
  const gateway: ApiCaller = async (request) => {
    const query = new URL(request.path, 'http://schedule').searchParams;
    const sector = query.get('sectorId')!;
    asked.push(sector);
    const doctorIds = known[sector] ?? [];
    return {
      status: 200,
      body: {
        steps: [
          { start: 'a', end: 'b', doctorIds },
          { start: 'c', end: 'd' },
        ],
      },
    };
  };
  return { gateway, asked };
}

describe('waiting for the schedule to know the doctors linked to sectors', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again, for the lagging sector only, until its bookable timeline names every doctor linked', async () => {
    const known: Record<string, string[]> = { 'sector-aube': ['doctor-1'], 'sector-marne': ['doctor-3'] };
    const { gateway, asked } = scheduleKnowing(known);
    const session = new SeedSession();
    const waited = untilScheduleKnowsLinks({ session, gateway, token: 't' }, [AUBE, MARNE]);
    await vi.waitFor(() => expect(asked.filter((sector) => sector === 'sector-aube')).toHaveLength(2));
    known['sector-aube'] = ['doctor-1', 'doctor-2'];
    await waited;
    expect(asked.filter((sector) => sector === 'sector-marne')).toHaveLength(1);
    expect(asked.at(-1)).toBe('sector-aube');
  });

  it('gives up with the sectors still lacking doctors once the replicas’ limit has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { gateway } = scheduleKnowing({ 'sector-marne': ['doctor-3'] });
    const waited = untilScheduleKnowsLinks({ session: new SeedSession(), gateway, token: 't' }, [
      AUBE,
      MARNE,
    ]);
    const failure = expect(waited).rejects.toThrow(
      new SeedError('The schedule still lacks doctors linked to sectors sector-aube'),
    );
    await vi.advanceTimersByTimeAsync(31_000);
    await failure;
  });
});
