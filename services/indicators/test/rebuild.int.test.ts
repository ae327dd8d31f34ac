import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import type { ReadModelStatus } from '@teleplan/proto/indicators';
import { MaterialResourcesEvents as R } from '@teleplan/proto/events';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { as, code, startIndicators, type Harness } from './harness.ts';
import { buildWorld, playScenario, type World } from './scenario.ts';

const SERVICE = as(randomUUID(), 'SERVICE');
const ANSWERS = {
  responsiveness: 4,
  problemResolution: 3,
  smoothExecution: 2,
  pleasantReception: 4,
  pleasantConsultation: 1,
  nextAppointment: 0,
  sufficientDocument: 3,
};

/** The whole read model but the versions of the rows (event ids, replicas' dates), in a stable order. */
async function model(h: Harness) {
  const query = (sql: string) => h.service.dataSource.query<unknown[]>(sql);
  return {
    facts: await query(`SELECT to_jsonb(f) - 'event_id' AS fact FROM appointment_fact f ORDER BY id`),
    hours: await query(`SELECT * FROM stat_hour
                         WHERE (total, canceled, absent, live, live_unpaid, no_treating_doctor,
                                treating_doctor_not_available, c15, booked_minutes) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
                         ORDER BY kind, scope_id, hour`),
    days: await query(`SELECT * FROM stat_day
                        WHERE (total, canceled, absent, live, live_unpaid, no_treating_doctor,
                               treating_doctor_not_available, c15) <> (0, 0, 0, 0, 0, 0, 0, 0)
                        ORDER BY kind, scope_id, day`),
    patients: await query(
      'SELECT * FROM scope_patient WHERE appointments <> 0 ORDER BY kind, scope_id, patient_id',
    ),
    patientCounts: await query(
      'SELECT * FROM scope_patient_count WHERE patients <> 0 ORDER BY kind, scope_id',
    ),
    evaluations: await query('SELECT * FROM evaluation ORDER BY appointment_id'),
    evaluationHours: await query('SELECT * FROM evaluation_hour ORDER BY kind, scope_id, hour'),
    available: await query('SELECT * FROM available_hour ORDER BY owner_id, hour'),
    availableScopes: await query(
      'SELECT * FROM available_scope_hour WHERE minutes <> 0 ORDER BY kind, scope_id, hour',
    ),
    rooms: await query(
      'SELECT id, room_type_id, manager_id, user_ids, sector_ids, deleted FROM room ORDER BY id',
    ),
    sectors: await query('SELECT id, manager_id, doctor_ids FROM sector ORDER BY id'),
    roomTypes: await query('SELECT id FROM room_type ORDER BY id'),
    // A migration may name an index: the rebuilt tables keep the names and the primary keys.
    indexes: await query(`SELECT i.indexname, c.contype FROM pg_indexes i
                            LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.connamespace = 'public'::regnamespace
                           WHERE i.schemaname = 'public' AND i.tablename NOT LIKE 'inbox%'
                             AND i.tablename NOT IN ('migrations', 'read_model_state')
                           ORDER BY 1`),
  };
}

async function rebuilt(h: Harness): Promise<ReadModelStatus> {
  return waitFor(
    'the rebuild to end',
    async () => {
      const status = (await h.call<ReadModelStatus>('GET', '/internal/read-model', SERVICE)).body;
      return status.state === 'REBUILDING' ? null : status;
    },
    { timeoutMs: 20_000, intervalMs: 50 },
  );
}

let h: Harness;
let world: World;

beforeAll(async () => {
  h = await startIndicators();
  world = await buildWorld(h);
  const appointments = await playScenario(h, world, 40);
  for (const appointment of appointments.slice(0, 5))
    await h.evaluation({
      appointmentId: appointment.id,
      room: appointment.room,
      sector: appointment.sector,
      doctor: appointment.doctor,
      answers: ANSWERS,
      submittedAt: '2026-03-29T12:00:00.000Z',
    });
  await h.availability(world.rooms[0], 'ROOM', [
    { hour: '2026-03-30T07:00:00.000Z', minutes: 60 },
    { hour: '2026-03-30T08:00:00.000Z', minutes: 30 },
  ]);
  await h.availability(world.doctors[0], 'DOCTOR', [{ hour: '2026-03-31T09:00:00.000Z', minutes: 45 }]);
});
afterAll(() => h?.close());

describe('rebuild of the read model', () => {
  it('gives the model the events built, from the owners exports alone', async () => {
    const fedByEvents = await model(h);
    expect(fedByEvents.facts.length).toBe(40);
    const reply = await h.call<ReadModelStatus>('POST', '/internal/read-model/rebuild', SERVICE);
    expect(reply.status).toBe(202);
    expect(reply.body.state).toBe('REBUILDING');
    const status = await rebuilt(h);
    expect(status).toMatchObject({ state: 'READY', appointments: 39, evaluations: 5, lastError: null });
    expect(status.builtAt).not.toBeNull();
    expect(await model(h)).toEqual(fedByEvents);
  });

  it('fills a new deployment by itself, with the same numbers', async () => {
    const fresh = await startIndicators({ INDICATORS_REBUILD_ON_FIRST_START: true }, h.stub);
    try {
      expect((await rebuilt(fresh)).state).toBe('READY');
      expect(await model(fresh)).toEqual(await model(h));
    } finally {
      await fresh.close();
    }
  });

  it('refuses a second rebuild while one runs, and keeps what events change meanwhile', async () => {
    let release!: () => void;
    h.owners.hold = new Promise((resolve) => (release = resolve));
    expect((await h.call('POST', '/internal/read-model/rebuild', SERVICE)).status).toBe(202);
    const second = await h.call('POST', '/internal/read-model/rebuild', as(randomUUID(), 'SUPER_ADMIN'));
    expect([second.status, code(second)]).toEqual([409, 'indicators.read_model.rebuild_running']);
    // An appointment booked while the export is under way, published to the model still answering.
    const late = anAppointment('2026-03-30T15:00:00Z', {
      id: randomUUID(),
      room: world.rooms[0],
      sector: world.sectors[0],
      doctor: world.doctors[0],
      updatedAt: new Date().toISOString(),
    });
    await h.service.bus.publish({
      id: randomUUID(),
      type: S.appointmentBooked,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'schedule',
      payload: { current: late },
    });
    await h.service.bus.idle();
    const during = await model(h);
    release();
    h.owners.hold = null;
    expect((await rebuilt(h)).state).toBe('READY');
    expect(await model(h)).toEqual(during);
  });

  it('keeps the availability and the doctor links changed after the owners were read', async () => {
    let release!: () => void;
    h.owners.availabilityHold = new Promise((resolve) => (release = resolve));
    h.owners.availabilityHeld = false;
    expect((await h.call('POST', '/internal/read-model/rebuild', SERVICE)).status).toBe(202);
    await waitFor('the rebuild to ask for the available minutes', () => h.owners.availabilityHeld);
    // The shadow holds the resources and the minutes as they were; these changes reach the model answering.
    await h.availability(world.rooms[1], 'ROOM', [{ hour: '2026-03-30T10:00:00.000Z', minutes: 20 }]);
    await h.publish(R.sectorDoctorLinked, { sectorId: world.sectors[0], doctorId: world.doctors[1] });
    await h.publish(R.sectorDoctorUnlinked, { sectorId: world.sectors[1], doctorId: world.doctors[0] });
    const during = await model(h);
    expect(during.sectors).toContainEqual(
      expect.objectContaining({ id: world.sectors[0], doctor_ids: [world.doctors[0], world.doctors[1]] }),
    );
    release();
    expect((await rebuilt(h)).state).toBe('READY');
    await h.refreshed();
    expect(await model(h)).toEqual(during);
  });

  it('keeps the previous model answering when an owner fails, and says why', async () => {
    const before = await model(h);
    h.owners.failing = true;
    try {
      expect((await h.call('POST', '/internal/read-model/rebuild', SERVICE)).status).toBe(202);
      const status = await rebuilt(h);
      expect(status.state).toBe('FAILED');
      expect(status.lastError).toMatch(/material-resources export failed/);
      expect(await model(h)).toEqual(before);
      expect(
        await h.service.dataSource.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild'`),
      ).toEqual([]);
    } finally {
      h.owners.failing = false;
    }
  });

  it('fails when the appointments export fails, and rebuilds again after', async () => {
    const before = await model(h);
    let cut!: (reason: Error) => void;
    const failing = new Promise<void>((_resolve, reject) => (cut = reject));
    failing.catch(() => undefined); // the export answers its failure, whenever it is asked
    h.owners.hold = failing;
    expect((await h.call('POST', '/internal/read-model/rebuild', SERVICE)).status).toBe(202);
    cut(new Error('schedule went away'));
    const failed = await rebuilt(h);
    expect([failed.state, failed.lastError]).toEqual([
      'FAILED',
      expect.stringMatching(/appointments answered 500/),
    ]);
    expect(await model(h)).toEqual(before);
    h.owners.hold = null;
    expect((await h.call('POST', '/internal/read-model/rebuild', SERVICE)).status).toBe(202);
    expect((await rebuilt(h)).state).toBe('READY');
    expect(await model(h)).toEqual(before);
  });

  it('asks for the available minutes back to the earliest exported appointment, however old', async () => {
    // Older than the 400 days kept anyway, and unknown to the new deployment's empty model.
    const old = anAppointment('2024-12-02T09:00:00Z', {
      id: randomUUID(),
      room: world.rooms[2],
      sector: world.sectors[0],
      doctor: world.doctors[0],
      updatedAt: '2024-11-20T10:00:00.000Z',
    });
    h.owners.appointments.set(old.id, old);
    const stretch = {
      owner: world.rooms[2],
      ownerType: 'ROOM' as const,
      start: '2024-12-02T08:00:00.000Z',
      end: '2024-12-02T09:30:00.000Z',
    };
    h.owners.availability.push(stretch);
    const fresh = await startIndicators({ INDICATORS_REBUILD_ON_FIRST_START: true }, h.stub);
    try {
      expect((await rebuilt(fresh)).state).toBe('READY');
      const hours = await fresh.service.dataSource.query(
        `SELECT hour, minutes FROM available_hour WHERE owner_id = $1 AND hour < '2025-01-01' ORDER BY hour`,
        [world.rooms[2]],
      );
      expect(hours).toEqual([
        { hour: new Date('2024-12-02T08:00:00.000Z'), minutes: 60 },
        { hour: new Date('2024-12-02T09:00:00.000Z'), minutes: 30 },
      ]);
    } finally {
      await fresh.close();
      h.owners.appointments.delete(old.id);
      h.owners.availability = h.owners.availability.filter((candidate) => candidate !== stretch);
    }
  });

  it('is for SERVICE tokens and the super admin only', async () => {
    for (const role of ['ADMIN', 'SECTOR_MANAGER', 'DOCTOR', 'PATIENT'] as const)
      expect((await h.call('GET', '/internal/read-model', as(randomUUID(), role))).status).toBe(403);
    expect((await h.call('GET', '/internal/read-model', null)).status).toBe(401);
    expect((await h.call('GET', '/internal/read-model', as(randomUUID(), 'SUPER_ADMIN'))).status).toBe(200);
  });
});
