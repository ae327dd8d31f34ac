import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectorDoctor } from '@teleplan/proto/accounts';
import { ghost, startAccounts, type Caller, type Harness } from './harness.ts';
import { deliver, roomSnapshot, sectorSnapshot } from './resource-events.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const doctors = async (sectorIds: string[], caller: Caller = ghost('ADMIN')) => {
  const query = sectorIds.map((id) => `sectorIds=${id}`).join('&');
  const reply = await h.call<SectorDoctor[]>('GET', `/api/user-profiles/doctors?${query}`, caller);
  expect(reply.status).toBe(200);
  return reply.body.map((d) => ({ id: d.profile.id, sectorIds: d.sectorIds }));
};
const ago = (ms: number) => new Date(Date.now() - ms);

describe('doctors by sectors, from material-resources events', () => {
  it('answers the doctors a sector snapshot lists', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const sector = sectorSnapshot({ doctorIds: [doctor.profile.id] });
    await deliver(h, 'sector.created', { current: sector });
    expect(await doctors([sector.id])).toEqual([{ id: doctor.profile.id, sectorIds: [sector.id] }]);
  });

  it('follows links and unlinks', async () => {
    const [a, b] = [await h.createStaff(['DOCTOR']), await h.createStaff(['DOCTOR'])];
    const sector = sectorSnapshot();
    await deliver(h, 'sector.created', { current: sector });
    await deliver(h, 'sector.doctor-linked', { sectorId: sector.id, doctorId: a.profile.id });
    await deliver(h, 'sector.doctor-linked', { sectorId: sector.id, doctorId: b.profile.id });
    expect((await doctors([sector.id])).map((d) => d.id).sort()).toEqual([a.profile.id, b.profile.id].sort());
    await deliver(h, 'sector.doctor-unlinked', { sectorId: sector.id, doctorId: a.profile.id });
    expect((await doctors([sector.id])).map((d) => d.id)).toEqual([b.profile.id]);
  });

  it('applies the same event once', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const sector = sectorSnapshot();
    const link = await deliver(h, 'sector.doctor-linked', {
      sectorId: sector.id,
      doctorId: doctor.profile.id,
    });
    await deliver(h, 'sector.doctor-unlinked', { sectorId: sector.id, doctorId: doctor.profile.id });
    // The link delivered again must not bring the doctor back.
    await h.service.bus.publish(link);
    await h.service.bus.idle();
    expect(await doctors([sector.id])).toEqual([]);
  });

  it('never lets an older snapshot overwrite a newer one', async () => {
    const [kept, dropped] = [await h.createStaff(['DOCTOR']), await h.createStaff(['DOCTOR'])];
    const sector = sectorSnapshot();
    await deliver(h, 'sector.updated', { current: { ...sector, doctorIds: [kept.profile.id] } });
    await deliver(
      h,
      'sector.updated',
      { current: { ...sector, doctorIds: [dropped.profile.id] } },
      ago(60_000),
    );
    expect(await doctors([sector.id])).toEqual([{ id: kept.profile.id, sectorIds: [sector.id] }]);
  });

  it('never lets an older link or snapshot undo a newer unlink', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const sector = sectorSnapshot();
    await deliver(h, 'sector.doctor-unlinked', { sectorId: sector.id, doctorId: doctor.profile.id });
    await deliver(
      h,
      'sector.doctor-linked',
      { sectorId: sector.id, doctorId: doctor.profile.id },
      ago(1_000),
    );
    await deliver(
      h,
      'sector.updated',
      { current: { ...sector, doctorIds: [doctor.profile.id] } },
      ago(2_000),
    );
    expect(await doctors([sector.id])).toEqual([]);
  });

  it('keeps a newer link that an older snapshot does not list', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const sector = sectorSnapshot();
    await deliver(h, 'sector.doctor-linked', { sectorId: sector.id, doctorId: doctor.profile.id });
    await deliver(h, 'sector.created', { current: sector }, ago(1_000));
    expect(await doctors([sector.id])).toEqual([{ id: doctor.profile.id, sectorIds: [sector.id] }]);
  });

  it('dead-letters a malformed payload and changes nothing', async () => {
    const before = h.service.bus.deadLetters.length;
    const sector = sectorSnapshot();
    await deliver(h, 'sector.doctor-linked', { sectorId: sector.id, doctorId: 'not-a-uuid' });
    expect(h.service.bus.deadLetters.length).toBe(before + 1);
    const [row] = await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM sector_doctor WHERE sector_id = $1',
      [sector.id],
    );
    expect(row!.n).toBe(0);
  });

  it('shows a sector manager only the doctors of the sectors they manage', async () => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const [mine, other] = [await h.createStaff(['DOCTOR']), await h.createStaff(['DOCTOR'])];
    const own = sectorSnapshot({ managerId: manager.id, doctorIds: [mine.profile.id] });
    const foreign = sectorSnapshot({ doctorIds: [other.profile.id, mine.profile.id] });
    await deliver(h, 'sector.created', { current: own });
    await deliver(h, 'sector.created', { current: foreign });
    const asManager = { id: manager.id, role: 'SECTOR_MANAGER' } as const;
    expect(await doctors([own.id, foreign.id], asManager)).toEqual([
      { id: mine.profile.id, sectorIds: [own.id] },
    ]);
    expect(await doctors([foreign.id], asManager)).toEqual([]);
    expect((await doctors([own.id, foreign.id])).map((d) => d.id).sort()).toEqual(
      [mine.profile.id, other.profile.id].sort(),
    );
  });
});

describe('rooms replica', () => {
  const staffOf = async (roomId: string) =>
    (
      await h.service.dataSource.query<{ user_id: string }[]>(
        'SELECT user_id FROM room_user_replica WHERE room_id = $1 ORDER BY user_id',
        [roomId],
      )
    ).map((row) => row.user_id);

  it('keeps the newest snapshot of a room, whatever the order of delivery', async () => {
    const [first, second] = [await h.createStaff(['ROOM_USER']), await h.createStaff(['ROOM_USER'])];
    const room = roomSnapshot({ userIds: [first.profile.id] });
    await deliver(h, 'room.created', { current: room, defaultOpeningPattern: false });
    await deliver(h, 'room.updated', { current: { ...room, userIds: [second.profile.id] }, previous: room });
    await deliver(h, 'room.updated', { current: { ...room, userIds: [] }, previous: room }, ago(60_000));
    expect(await staffOf(room.id)).toEqual([second.profile.id]);
  });
});
