import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Profile } from '@teleplan/proto/accounts';
import { AccountEvents as A, MaterialResourcesEvents as R } from '@teleplan/proto/events';
import { LicensesEvents as L } from '@teleplan/proto/licenses';
import type { AuditEntry } from '@teleplan/proto/logger';
import type { Page } from '@teleplan/proto/paging';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { aRoomSnapshot } from '@teleplan/proto/testing/room';
import { purgeExpired } from '../src/jobs/retention.ts';
import { as, code, Harness, NOW, OTHER_ROLES } from './harness.ts';

const ROOM_B = '0190a0b0-0000-7000-b000-0000000000b2';
const DOCTOR_B = '0190a0b0-0000-7000-b000-0000000000d2';

function aProfile(fields: Partial<Profile>): Profile {
  return {
    id: randomUUID(),
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille@example.org',
    telephoneNumber: null,
    sex: null,
    zone: 'Europe/Paris',
    staff: true,
    language: 'fr',
    audit: { createdDate: 1_700_000_000 },
    accountId: null,
    ...fields,
  };
}

function anAccount(id: string, fields: Partial<Account> = {}): Account {
  return {
    id,
    enabled: true,
    grantedRoles: ['ROOM_USER'],
    preferredRole: null,
    email: 'camille@example.org',
    ...fields,
  };
}

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('the audit trail', () => {
  let h: Harness;
  const roomUserAccount = randomUUID();
  const roomUser = as(roomUserAccount, 'ROOM_USER');
  const actor = { accountId: roomUserAccount, role: 'ROOM_USER' };
  const profile = aProfile({ accountId: roomUserAccount });
  const booked = anAppointment('2026-04-02T08:00:00Z', { id: randomUUID() });
  const moved = { ...booked, startTime: '2026-04-03T09:00:00.000Z', room: ROOM_B, doctor: DOCTOR_B };
  const paid = { ...moved, paid: true };
  const canceled = { ...paid, canceled: true, cancelMotive: 'Empêchement', absentPatient: true };
  const unknownAppointment = anAppointment('2026-04-05T08:00:00Z', { id: randomUUID() });
  const redelivered = { id: '', count: 0 };

  beforeAll(async () => {
    h = await Harness.start();
    const bookedEvent = h.event(
      S.appointmentBooked,
      { current: booked },
      { actor, requestId: 'req-book', occurredAt: at(-60) },
    );
    redelivered.id = bookedEvent.id;
    await h.publish(
      h.event(A.profileCreated, { current: profile }, { occurredAt: at(-120) }),
      bookedEvent,
      bookedEvent,
      h.event(
        S.appointmentModified,
        { current: moved, previous: booked },
        { actor, requestId: 'req-move', occurredAt: at(-50) },
      ),
      h.event(S.appointmentModified, { current: paid, previous: moved }, { actor, occurredAt: at(-40) }),
      h.event(S.appointmentCanceled, { current: canceled }, { actor, occurredAt: at(-30) }),
      // Nobody acted (a job): kept without an actor, even though the logger never heard of this appointment.
      h.event(
        S.appointmentCanceled,
        { current: { ...unknownAppointment, canceled: true, cancelMotive: 'Fermeture' } },
        { occurredAt: at(-20) },
      ),
    );
  });
  afterAll(() => h.close());

  const history = (caller = roomUser) => h.get<AuditEntry[]>(`/audit/appointments/${booked.id}`, caller);
  const allowAppointment = (id: string) =>
    h.owners.answers.set(`/api/schedule/appointments/${id}`, { status: 200 });

  it("records who booked, moved, marked paid and canceled an appointment, oldest first, with the actor's name", async () => {
    allowAppointment(booked.id);
    const reply = await history();
    expect(reply.status).toBe(200);
    expect(reply.body.map((entry) => entry.action)).toEqual([
      'appointment.booked',
      'appointment.modified',
      'appointment.modified',
      'appointment.canceled',
    ]);
    for (const entry of reply.body)
      expect(entry.actor).toEqual({
        accountId: roomUserAccount,
        role: 'ROOM_USER',
        firstName: 'Camille',
        lastName: 'Martin',
      });
    const [book, move, payment, cancel] = reply.body;
    expect(book!.requestId).toBe('req-book');
    expect(book!.changes).toEqual([
      { field: 'startTime', before: null, after: booked.startTime },
      { field: 'room', before: null, after: booked.room },
      { field: 'doctor', before: null, after: booked.doctor },
      { field: 'sector', before: null, after: booked.sector },
      { field: 'paid', before: null, after: 'false' },
    ]);
    expect(move!.requestId).toBe('req-move');
    expect(move!.changes).toEqual([
      { field: 'startTime', before: booked.startTime, after: '2026-04-03T09:00:00.000Z' },
      { field: 'room', before: booked.room, after: ROOM_B },
      { field: 'doctor', before: booked.doctor, after: DOCTOR_B },
    ]);
    expect(payment!.changes).toEqual([{ field: 'paid', before: 'false', after: 'true' }]);
    expect(cancel!.changes).toEqual([
      { field: 'absent', before: 'false', after: 'true' },
      { field: 'canceled', before: 'false', after: 'true' },
      { field: 'motive', before: null, after: 'Empêchement' },
    ]);
  });

  it('records an event delivered twice once', async () => {
    allowAppointment(booked.id);
    const entries = (await history()).body.filter((entry) => entry.id === redelivered.id);
    expect(entries).toHaveLength(1);
  });

  it('passes the caller’s own token to schedule, which decides: refused or unknown is 403, down is 503', async () => {
    allowAppointment(booked.id);
    h.owners.authorizations.length = 0;
    await history();
    expect(h.owners.authorizations).toHaveLength(1);
    expect(h.owners.authorizations[0]).toMatch(/^Bearer .+/);
    const claims = JSON.parse(
      Buffer.from(h.owners.authorizations[0]!.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.sub).toBe(roomUserAccount);

    for (const status of [403, 404] as const) {
      h.owners.answers.set(`/api/schedule/appointments/${booked.id}`, { status });
      const refused = await history(as(randomUUID(), 'DOCTOR'));
      expect(refused.status).toBe(403);
      expect(code(refused)).toBe('logger.audit.unauthorized');
    }
    h.owners.answers.set(`/api/schedule/appointments/${booked.id}`, { status: 'slow' });
    const down = await history();
    expect(down.status).toBe(503);
    expect(code(down)).toBe('common.upstream.unavailable');
    expect((await h.get(`/audit/appointments/${booked.id}`, as(randomUUID(), 'SERVICE'))).status).toBe(403);
    expect((await h.get(`/audit/appointments/${booked.id}`, null)).status).toBe(401);
  });

  it('keeps the entry of an appointment it never heard of, without an actor when nobody acted', async () => {
    allowAppointment(unknownAppointment.id);
    const reply = await h.get<AuditEntry[]>(`/audit/appointments/${unknownAppointment.id}`, h.admin);
    expect(reply.body).toHaveLength(1);
    expect(reply.body[0]).toMatchObject({ action: 'appointment.canceled', actor: null, requestId: null });
    expect(reply.body[0]!.changes).toContainEqual({ field: 'motive', before: null, after: 'Fermeture' });
  });

  it("records a change of roles, and shows a person's history with its account's to whom accounts allows", async () => {
    const account = anAccount(roomUserAccount);
    const admin = { accountId: h.admin!.id, role: 'ADMIN' };
    await h.publish(
      h.event(
        A.accountRolesChanged,
        { current: anAccount(roomUserAccount, { grantedRoles: ['ROOM_USER', 'DOCTOR'] }), previous: account },
        { actor: admin, occurredAt: at(-10) },
      ),
      h.event(
        A.profileUpdated,
        { current: { ...profile, telephoneNumber: '0600000000' }, previous: profile },
        { actor: admin, occurredAt: at(-5) },
      ),
    );
    h.owners.answers.set(`/api/accounts/profile/${profile.id}`, { status: 200, body: profile });
    const reply = await h.get<AuditEntry[]>(`/audit/profiles/${profile.id}`, h.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['profile.created', profile.id],
      ['account.roles-changed', roomUserAccount],
      ['profile.updated', profile.id],
    ]);
    expect(reply.body[1]!.changes).toEqual([
      { field: 'roles', before: 'ROOM_USER', after: 'DOCTOR,ROOM_USER' },
    ]);
    // A contact's value is never kept: only that it changed.
    expect(reply.body[2]!.changes).toEqual([{ field: 'telephoneNumber', before: null, after: null }]);

    h.owners.answers.set(`/api/accounts/profile/${profile.id}`, { status: 403 });
    const refused = await h.get(`/audit/profiles/${profile.id}`, roomUser);
    expect(refused.status).toBe(403);
    expect(code(refused)).toBe('logger.audit.unauthorized');
  });

  it('records rooms (staff added and removed), sectors and practices opened or closed', async () => {
    const roomId = randomUUID();
    const sectorId = randomUUID();
    const staff = [randomUUID(), randomUUID()];
    const room = aRoomSnapshot(roomId, { name: '=Salle Nord', userIds: [staff[0]!] });
    const superAdmin = { accountId: h.superAdmin!.id, role: 'SUPER_ADMIN' };
    await h.publish(
      h.event(
        R.roomCreated,
        { current: room, defaultOpeningPattern: true },
        { actor: superAdmin, occurredAt: at(-4) },
      ),
      h.event(
        R.roomUpdated,
        { current: { ...room, userIds: [staff[1]!], address: '1 rue X' }, previous: room },
        { actor: superAdmin, occurredAt: at(-3) },
      ),
      h.event(
        L.sectorClosed,
        { sectorId, open: false, changedAt: at(-2), changedBy: h.superAdmin!.id },
        { occurredAt: at(-2) },
      ),
    );
    const rooms = await h.get<Page<AuditEntry>>('/audit', h.superAdmin, {
      subjectType: 'ROOM',
      subjectId: roomId,
    });
    expect(rooms.body.content.map((entry) => entry.action)).toEqual(['room.updated', 'room.created']);
    expect(rooms.body.content[0]!.changes).toEqual([
      { field: 'address', before: null, after: null },
      { field: 'staff', before: staff[0], after: null },
      { field: 'staff', before: null, after: staff[1] },
    ]);
    const closed = await h.get<Page<AuditEntry>>('/audit', h.admin, { action: 'sector.closed' });
    expect(closed.body.content).toHaveLength(1);
    expect(closed.body.content[0]).toMatchObject({
      subjectType: 'SECTOR',
      subjectId: sectorId,
      actor: { accountId: h.superAdmin!.id, role: null },
      changes: [{ field: 'open', before: 'true', after: 'false' }],
    });

    const csv = await h.raw(`/audit/export?subjectId=${roomId}`, h.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Action');
    expect(lines[2]).toContain('name: ∅ → =Salle Nord');
  });

  it('records a licence key issued then applied, each with who did it, and given back', async () => {
    const keyId = randomUUID();
    const sectorId = randomUUID();
    const superAdmin = { accountId: h.superAdmin!.id, role: 'SUPER_ADMIN' };
    const admin = { accountId: h.admin!.id, role: 'ADMIN' };
    await h.publish(
      h.event(
        L.licenseIssued,
        { id: keyId, nbRooms: 5, issuedAt: at(-6), issuedBy: h.superAdmin!.id },
        { actor: superAdmin, occurredAt: at(-6) },
      ),
      h.event(
        L.licenseApplied,
        { id: keyId, sectorId, nbRooms: 5, consumedAt: at(-5) },
        { actor: admin, occurredAt: at(-5) },
      ),
      // Given back by material-resources (a SERVICE call) when the sector's creation failed: nobody acted here.
      h.event(
        L.licenseReleased,
        { id: keyId, sectorId, nbRooms: 5, releasedAt: at(-4) },
        { occurredAt: at(-4) },
      ),
    );
    const trail = await h.get<Page<AuditEntry>>('/audit', h.superAdmin, {
      subjectType: 'LICENCE',
      subjectId: keyId,
    });
    expect(trail.body.content).toMatchObject([
      {
        action: 'license.released',
        actor: null,
        changes: [{ field: 'sector', before: sectorId, after: null }],
      },
      {
        action: 'license.applied',
        subjectType: 'LICENCE',
        subjectId: keyId,
        actor: { accountId: h.admin!.id, role: 'ADMIN' },
        changes: [{ field: 'sector', before: null, after: sectorId }],
      },
      {
        action: 'license.issued',
        subjectType: 'LICENCE',
        subjectId: keyId,
        actor: { accountId: h.superAdmin!.id, role: 'SUPER_ADMIN' },
        changes: [{ field: 'nbRooms', before: null, after: '5' }],
      },
    ]);
    expect(trail.body.totalElements).toBe(3);
  });

  it("writes an actor's name that looks like a formula as text in the export", async () => {
    const account = randomUUID();
    const sectorId = randomUUID();
    await h.publish(
      h.event(A.profileCreated, { current: aProfile({ accountId: account, firstName: '=HYPERLINK("x")' }) }),
      h.event(
        R.sectorDoctorLinked,
        { sectorId, doctorId: randomUUID() },
        { actor: { accountId: account, role: 'ADMIN' } },
      ),
    );
    const csv = await h.raw(`/audit/export?subjectId=${sectorId}`, h.admin);
    const row = csv.body.trimEnd().split('\r\n')[1]!;
    expect(row.split(';')[4]).toBe(`"'=HYPERLINK(""x"") Martin"`);
  });

  it('filters the whole trail by actor and time, newest first, and refuses a reversed range', async () => {
    const mine = await h.get<Page<AuditEntry>>('/audit', h.admin, { actorId: roomUserAccount });
    expect(mine.body.totalElements).toBe(4);
    expect(mine.body.content[0]!.action).toBe('appointment.canceled');
    const window = await h.get<Page<AuditEntry>>('/audit', h.admin, { from: at(-55), to: at(-35) });
    expect(window.body.content.map((entry) => entry.changes[0]!.field)).toEqual(['paid', 'startTime']);
    const reversed = await h.get('/audit', h.admin, { from: at(0), to: at(-10) });
    expect(reversed.status).toBe(400);
    expect(code(reversed)).toBe('logger.request.range_invalid');
  });

  it('shows the whole trail and its export to the super admin and admins only, and no route changes an entry', async () => {
    for (const caller of [h.superAdmin, h.admin])
      for (const path of ['/audit', '/audit/export'])
        expect((await h.raw(path, caller)).statusCode).toBe(200);
    for (const role of OTHER_ROLES)
      for (const path of ['/audit', '/audit/export']) {
        const refused = await h.raw(path, as(randomUUID(), role));
        expect(refused.statusCode, `${role} ${path}`).toBe(403);
        expect(refused.json().messageCode).toBe('common.auth.forbidden');
      }
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'])
      expect((await h.call(method, `/audit/appointments/${booked.id}`, h.superAdmin, {})).status).toBe(404);
  });

  it('purges entries older than the audit retention only', async () => {
    const later = () => new Date(NOW.getTime() + 365 * 86_400_000 - 55 * 60_000);
    const purged = await purgeExpired(h.service.dataSource, later, { logDays: 30, auditDays: 365 });
    // The profile's creation and the booking are more than 365 days old then; the rest is not.
    expect(purged.auditEntries).toBe(2);
    allowAppointment(booked.id);
    expect((await history()).body.map((entry) => entry.action)).toEqual([
      'appointment.modified',
      'appointment.modified',
      'appointment.canceled',
    ]);
  });
});
