import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { as, code, startSchedule, type Caller, type Harness, type Person } from './harness.ts';

/**
 * A doctor linked to two sectors has one week and one consultation duration for both: each sector's manager
 * still reads them, but only the doctor and admins change them. A doctor of one sector alone stays her
 * manager's to edit.
 */
let h: Harness;
let shared: Person;
let solo: Person;
let managerA: Person;
let managerB: Person;
let managerOfBoth: Person;
let minute = 0;
let weekly = 0;

const manager = (person: Person): Caller => as(person, 'SECTOR_MANAGER');

function exceptionalSlot(owner: string) {
  minute += 10;
  const start = new Date(Date.UTC(2026, 11, 1, 6) + minute * 60_000);
  return {
    owner,
    interval: { start: start.toISOString(), end: new Date(start.getTime() + 600_000).toISOString() },
  };
}

/** Every way of changing a doctor's availability or consultation duration, as `who`. */
const WRITES: [string, (who: Caller, doctor: Person) => Promise<{ status: number; body: unknown }>][] = [
  [
    'an exceptional opening',
    (who, d) =>
      h.call('POST', '/availabilities/doctors', who, { exceptionalAvailability: [exceptionalSlot(d.id)] }),
  ],
  [
    'an exceptional closure',
    (who, d) =>
      h.call('POST', '/availabilities/doctors', who, { exceptionalUnavailability: [exceptionalSlot(d.id)] }),
  ],
  [
    'a weekly slot',
    (who, d) => {
      weekly += 1;
      const hour = String(6 + Math.floor(weekly / 7)).padStart(2, '0');
      return h.call('POST', '/availabilities/doctors', who, {
        defaultAvailability: [
          { owner: d.id, dayOfWeek: 1 + (weekly % 7), interval: { start: `${hour}:00`, end: `${hour}:10` } },
        ],
      });
    },
  ],
  [
    'the deletion of a slot',
    async (who, d) => {
      const created = await h.call<AvailabilityByOwner>('POST', '/availabilities/doctors', h.admin, {
        exceptionalAvailability: [exceptionalSlot(d.id)],
      });
      const id = created.body.exceptionalAvailability[0]!.id;
      return h.call('DELETE', '/availabilities/doctors', who, { exceptionalAvailabilityIds: [id] });
    },
  ],
  [
    'the consultation duration',
    (who, d) => h.call('POST', `/properties/doctors/${d.id}`, who, { consultationDuration: 20 }),
  ],
];

beforeAll(async () => {
  h = await startSchedule();
  shared = await h.person(['DOCTOR']);
  solo = await h.person(['DOCTOR']);
  managerA = await h.person(['SECTOR_MANAGER']);
  managerB = await h.person(['SECTOR_MANAGER']);
  managerOfBoth = await h.person(['SECTOR_MANAGER']);
  await h.sector({ managerId: managerA.id, doctorIds: [shared.id] });
  await h.sector({ managerId: managerB.id, doctorIds: [shared.id] });
  await h.sector({ managerId: managerOfBoth.id, doctorIds: [solo.id] });
  await h.sector({ managerId: managerOfBoth.id, doctorIds: [solo.id] });
});
afterAll(async () => h?.close());

describe('who changes a doctor shared between sectors', () => {
  describe.each(WRITES)('%s', (_, write) => {
    it("refuses the first sector's manager, and the second's, saying the doctor is shared", async () => {
      for (const who of [managerA, managerB]) {
        const reply = await write(manager(who), shared);
        expect({ status: reply.status, code: code(reply) }).toEqual({
          status: 403,
          code: expect.stringMatching(/^schedule\.(availability\.doctor_shared|profile\.doctor\.shared)$/),
        });
      }
    });

    it("still refuses a doctor of none of the manager's sectors as outside her scope", async () => {
      const reply = await write(manager(managerB), solo);
      expect({ status: reply.status, code: code(reply) }).toEqual({
        status: 403,
        code: expect.stringMatching(/^schedule\.(availability|profile\.doctor)\.unauthorized$/),
      });
    });

    it('allows the doctor and an admin', async () => {
      expect((await write(as(shared, 'DOCTOR'), shared)).status).toBeLessThan(300);
      expect((await write(h.admin, shared)).status).toBeLessThan(300);
    });

    it('allows the manager of every sector of the doctor (two sectors of hers)', async () => {
      expect((await write(manager(managerOfBoth), solo)).status).toBeLessThan(300);
    });
  });

  it('writes nothing when it refuses', async () => {
    const slot = exceptionalSlot(shared.id);
    await h.call('POST', '/availabilities/doctors', manager(managerA), { exceptionalAvailability: [slot] });
    await h.call('POST', `/properties/doctors/${shared.id}`, manager(managerA), { consultationDuration: 60 });
    const [row] = await h.service.dataSource.query<{ slots: number; duration: number | null }[]>(
      `SELECT (SELECT count(*)::int FROM exceptional_slot WHERE owner_id = $1 AND start_time = $2) AS slots,
              (SELECT consultation_duration FROM doctor_properties WHERE doctor_id = $1) AS duration`,
      [shared.id, slot.interval.start],
    );
    expect(row).toEqual({ slots: 0, duration: 20 });
  });

  it('still lets each sector manager read the shared doctor', async () => {
    for (const who of [managerA, managerB]) {
      const properties = await h.call('GET', `/properties/doctors/${shared.id}`, manager(who));
      const availability = await h.call(
        'GET',
        `/availabilities/doctors?from=2026-12-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z&doctorIds=${shared.id}`,
        manager(who),
      );
      expect([properties.status, availability.status]).toEqual([200, 200]);
    }
  });
});
