import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { startSchedule, type Harness } from './harness.ts';
import {
  buildWorld,
  caller,
  download,
  exportQuery,
  insertAppointment,
  type World,
} from './export-fixtures.ts';

/**
 * What an export holds for each caller (who may call it, with which ids: `access-table.int.test.ts`): without ids
 * it keeps to the caller's own sectors, rooms or appointments.
 */
const OUTSIDE = [403, 'schedule.export.unauthorized'] as const;

let h: Harness;
let w: World;
const WEEK = exportQuery('2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z');

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
  await insertAppointment(h, {
    room: w.roomA,
    sector: w.sectorA,
    doctor: w.doctorA,
    patient: w.patient,
    start: '2026-11-16T08:00:00.000Z',
    fromC15: true,
  });
  await insertAppointment(h, {
    room: w.roomB,
    sector: w.sectorB,
    doctor: w.doctorB,
    patient: w.patient,
    start: '2026-11-16T09:00:00.000Z',
    fromC15: true,
  });
});

afterAll(async () => {
  await h?.close();
});

describe('an export without ids', () => {
  it.each(['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as Role[])(
    'keeps %s to their own appointments',
    async (role) => {
      for (const route of ['appointments', 'c15-appointments']) {
        const reply = await download(h, caller(w, role), `/export/${route}${WEEK}`);
        expect(reply.status).toBe(200);
        expect(reply.lines).toHaveLength(1);
        expect(reply.lines[0]).toContain(w.roomA.name);
      }
    },
  );

  it('gives admins every appointment', async () => {
    const reply = await download(h, caller(w, 'ADMIN'), `/export/appointments${WEEK}`);
    expect(reply.lines).toHaveLength(2);
  });

  it('is refused to a sector manager without a sector and a room role without a room', async () => {
    for (const role of ['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as Role[]) {
      const reply = await download(
        h,
        { id: (await h.person([role])).id, role },
        `/export/appointments${WEEK}`,
      );
      expect([reply.status, reply.messageCode]).toEqual([...OUTSIDE]);
    }
  });

  it('still lets a doctor in no sector export their own appointments', async () => {
    const loner = await h.person(['DOCTOR']);
    await insertAppointment(h, {
      room: w.roomB,
      sector: w.sectorB,
      doctor: loner,
      patient: w.patient,
      start: '2026-11-17T09:00:00.000Z',
    });
    const reply = await download(h, { id: loner.id, role: 'DOCTOR' }, `/export/appointments${WEEK}`);
    expect(reply.status).toBe(200);
    expect(reply.lines).toHaveLength(1);
  });
});
