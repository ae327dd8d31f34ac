import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeProfile, Profile, SectorDoctor } from '@teleplan/proto/accounts';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { Page } from '@teleplan/proto/paging';
import { asPerson, code, ghost, startAccounts, uniqueEmail, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

describe('POST create/patient', () => {
  it('creates a patient profile without account and announces it', async () => {
    const before = await h.counts();
    const email = uniqueEmail('patient');
    const reply = await h.call<Profile>('POST', '/api/user-profiles/create/patient', ghost('DOCTOR'), {
      firstName: 'Gabriel',
      lastName: 'Lemoine',
      email: email.toUpperCase(),
      telephoneNumber: '',
      sex: 'M',
      zone: 'America/Martinique',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      email,
      telephoneNumber: null,
      staff: false,
      accountId: null,
      zone: 'America/Martinique',
    });
    const after = await h.counts();
    expect(after.accounts).toBe(before.accounts);
    expect((await h.eventsSince(before.events)).map((e) => e.type)).toEqual(['profile.created']);
  });

  it('answers 409 user_profiles.create.existing_mail with the existing profile id, and writes nothing', async () => {
    const existing = await h.patient();
    const before = await h.counts();
    const reply = await h.call<ErrorBody>('POST', '/create/patient', ghost('ROOM_USER'), {
      firstName: 'Autre',
      lastName: 'Personne',
      email: existing.email,
      sex: 'F',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.messageCode).toBe('user_profiles.create.existing_mail');
    expect(reply.body.errors?.[0]).toEqual({
      messageCode: 'user_profiles.create.existing_mail',
      id: existing.id,
    });
    expect(await h.counts()).toEqual(before);
  });

  it('points at a staff profile when the email belongs to staff', async () => {
    const staff = await h.createStaff(['DOCTOR']);
    const reply = await h.call<ErrorBody>('POST', '/create/patient', ghost('ROOM_USER'), {
      firstName: 'A',
      lastName: 'B',
      email: staff.profile.email,
      sex: 'F',
    });
    expect(reply.body.errors?.[0]?.id).toBe(staff.profile.id);
  });

  it('accepts several patients without email', async () => {
    for (let i = 0; i < 2; i += 1) {
      const reply = await h.call<Profile>('POST', '/create/patient', ghost('ROOM_USER'), {
        firstName: 'Sans',
        lastName: 'Mail',
        sex: 'F',
        email: null,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.email).toBeNull();
    }
  });
});

describe('GET profile/{id}', () => {
  it('hides staff emails from roles that do not see emails, but not patients’ or one’s own', async () => {
    const doctor = await h.person(['DOCTOR']);
    const patient = await h.patient();
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'] as const) {
      expect((await h.call<Profile>('GET', `/profile/${doctor.id}`, ghost(role))).body.email).toBe(
        doctor.email,
      );
    }
    for (const role of ['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as const) {
      expect((await h.call<Profile>('GET', `/profile/${doctor.id}`, ghost(role))).body.email).toBeNull();
      expect((await h.call<Profile>('GET', `/profile/${patient.id}`, ghost(role))).body.email).toBe(
        patient.email,
      );
    }
    expect((await h.call<Profile>('GET', `/profile/${doctor.id}`, asPerson(doctor))).body.email).toBe(
      doctor.email,
    );
  });

  it('lets a patient read only their own profile', async () => {
    const patient = await h.patient();
    expect((await h.call('GET', `/profile/${patient.id}`, { id: patient.id, role: 'PATIENT' })).status).toBe(
      200,
    );
  });

  it('answers 404 accounts.profile.missing for an unknown id', async () => {
    const reply = await h.call('GET', `/profile/${randomUUID()}`, ghost('ADMIN'));
    expect(reply.status).toBe(404);
    expect(code(reply)).toBe('accounts.profile.missing');
  });
});

describe('PATCH profile/{id}', () => {
  it('updates one’s own profile and preferred role, announcing profile and account changes', async () => {
    const me = await h.person(['ROOM_USER', 'DOCTOR']);
    const before = await h.counts();
    const reply = await h.call<Profile>('PATCH', `/profile/${me.id}`, asPerson(me), {
      lastName: 'Nouveau',
      preferredRole: 'DOCTOR',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.lastName).toBe('Nouveau');
    const events = await h.eventsSince(before.events);
    expect(events.map((e) => e.type)).toEqual(['profile.updated', 'account.updated']);
    expect(events[0]!.payload.payload).toMatchObject({
      current: { lastName: 'Nouveau' },
      previous: { lastName: 'Martin' },
    });
    expect(events[1]!.payload.payload).toMatchObject({
      current: { preferredRole: 'DOCTOR' },
      previous: { preferredRole: null },
    });
  });

  it('writes no event when nothing changes', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    expect((await h.call('PATCH', `/profile/${me.id}`, asPerson(me), { lastName: 'Martin' })).status).toBe(
      200,
    );
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a preferred role that is not granted, or PATIENT', async () => {
    const me = await h.person(['DOCTOR']);
    for (const preferredRole of ['ADMIN', 'PATIENT']) {
      const reply = await h.call('PATCH', `/profile/${me.id}`, asPerson(me), { preferredRole });
      expect(reply.status).toBe(400);
      expect(code(reply)).toBe('accounts.preferred_role.not_granted');
    }
  });

  it('refuses an email held by another profile, and removing the email of an account holder', async () => {
    const me = await h.person(['DOCTOR']);
    const other = await h.patient();
    const taken = await h.call<ErrorBody>('PATCH', `/profile/${me.id}`, ghost('ADMIN'), {
      email: other.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.id).toBe(other.id);
    const removed = await h.call('PATCH', `/profile/${me.id}`, ghost('ADMIN'), { email: null });
    expect(removed.status).toBe(400);
    expect(code(removed)).toBe('accounts.account.email_required');
  });

  it('moves the account email with the profile email', async () => {
    const me = await h.person(['DOCTOR']);
    const email = uniqueEmail('moved');
    expect((await h.call('PATCH', `/profile/${me.id}`, ghost('ADMIN'), { email })).status).toBe(200);
    const verified = await h.call<{ valid: boolean }>(
      'POST',
      '/internal/verify-credentials',
      ghost('SERVICE'),
      { email, password: me.password },
    );
    expect(verified.body.valid).toBe(true);
  });

  it('lets every staff role edit a patient, and no one edit a staff profile they do not manage', async () => {
    const patient = await h.patient();
    for (const role of ['ROOM_USER', 'DOCTOR', 'ROOM_MANAGER', 'SECTOR_MANAGER', 'ADMIN'] as const) {
      const reply = await h.call<Profile>('PATCH', `/profile/${patient.id}`, ghost(role), {
        telephoneNumber: '+33700000000',
      });
      expect(reply.status, role).toBe(200);
    }
    const admin = await h.createStaff(['ADMIN']);
    for (const role of ['SECTOR_MANAGER', 'ADMIN'] as const) {
      const reply = await h.call('PATCH', `/profile/${admin.profile.id}`, ghost(role), { firstName: 'X' });
      expect(reply.status).toBe(403);
      expect(code(reply)).toBe('accounts.profile.unauthorized_modification');
    }
    expect(
      (await h.call('PATCH', `/profile/${admin.profile.id}`, ghost('SUPER_ADMIN'), { firstName: 'X' }))
        .status,
    ).toBe(200);
  });

  it('refuses a room user editing a staff profile reused as a patient', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const reply = await h.call('PATCH', `/profile/${doctor.profile.id}`, ghost('ROOM_USER'), {
      telephoneNumber: '+33700000001',
    });
    expect(reply.status).toBe(403);
  });
});

describe('GET profiles', () => {
  it('finds profiles by full name and email, and shows only patients to room and doctor roles', async () => {
    const tag = randomUUID().slice(0, 6);
    const patient = await h.patient({ lastName: `Vasseur${tag}`, firstName: 'Odile' });
    const staff = await h.createStaff(['DOCTOR'], { lastName: `Vasseur${tag}` });
    const asAdmin = await h.call<Page<Profile>>(
      'GET',
      `/profiles?name=${encodeURIComponent(`odile vasseur${tag}`)}`,
      ghost('ADMIN'),
    );
    expect(asAdmin.body.content.map((p) => p.id)).toEqual([patient.id]);
    const both = await h.call<Page<Profile>>(
      'GET',
      `/profiles?lastName=vasseur${tag}&sort=firstName,asc`,
      ghost('ADMIN'),
    );
    expect(both.body.totalElements).toBe(2);
    const asRoomUser = await h.call<Page<Profile>>(
      'GET',
      `/profiles?lastName=vasseur${tag}`,
      ghost('ROOM_USER'),
    );
    expect(asRoomUser.body.content.map((p) => p.id)).toEqual([patient.id]);
    const byEmail = await h.call<Page<Profile>>(
      'GET',
      `/profiles?email=${encodeURIComponent(staff.profile.email!)}&size=5`,
      ghost('SECTOR_MANAGER'),
    );
    expect(byEmail.body).toMatchObject({ totalElements: 1, size: 5, number: 0, totalPages: 1 });
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const reply = await h.call<Page<Profile>>('GET', '/profiles?name=%25', ghost('ADMIN'));
    expect(reply.status).toBe(200);
    expect(reply.body.totalElements).toBe(0);
  });
});

describe('GET by-query', () => {
  let tag: string;
  let doctor: CompositeProfile;
  beforeAll(async () => {
    tag = `q${randomUUID().slice(0, 6)}`;
    doctor = await h.createStaff(['DOCTOR'], { lastName: `Dupont${tag}`, firstName: 'Marc' });
    await h.createStaff(['ROOM_USER'], { lastName: `Dupont${tag}`, firstName: 'Anne' });
    await h.createStaff(['ADMIN', 'DOCTOR'], { lastName: `Durand${tag}`, firstName: 'Zoé' });
    await h.patient({ lastName: `Dupont${tag}`, firstName: 'Patient' });
  });

  const query = (q: string, extra = '') =>
    h.call<Page<CompositeProfile>>(
      'GET',
      `/api/user-profiles/by-query?query=${encodeURIComponent(q)}${extra}`,
      ghost('ADMIN'),
    );

  it('filters staff with an account by last name like and role contains', async () => {
    const reply = await query(`staff==true;account=isnull=false;lastName==*dupont${tag}*;roles=in=(DOCTOR)`);
    expect(reply.status).toBe(200);
    expect(reply.body.content.map((c) => c.profile.id)).toEqual([doctor.profile.id]);
    expect(reply.body.content[0]!.account?.grantedRoles).toEqual(['DOCTOR']);
  });

  it('combines OR groups and finds by email equality, case-insensitively', async () => {
    const either = await query(`lastName==*${tag}*;(firstName==marc,firstName==ZOÉ)`);
    expect(either.body.content.map((c) => c.profile.firstName).sort()).toEqual(['Marc', 'Zoé']);
    const byEmail = await query(`email==${doctor.profile.email!.toUpperCase()}`);
    expect(byEmail.body.content.map((c) => c.profile.id)).toEqual([doctor.profile.id]);
  });

  it('pages and sorts the Spring way', async () => {
    const first = await query(`lastName==*${tag}*`, '&size=2&page=0&sort=firstName,desc');
    expect(first.body).toMatchObject({ totalElements: 4, totalPages: 2, number: 0, size: 2 });
    expect(first.body.content.map((c) => c.profile.firstName)).toEqual(['Zoé', 'Patient']);
    const second = await query(`lastName==*${tag}*`, '&size=2&page=1&sort=firstName,desc');
    expect(second.body.content.map((c) => c.profile.firstName)).toEqual(['Marc', 'Anne']);
  });

  it('finds profiles without account', async () => {
    const reply = await query(`lastName==*${tag}*;account=isnull=true`);
    expect(reply.body.content.map((c) => c.profile.firstName)).toEqual(['Patient']);
    expect(reply.body.content[0]!.account).toBeNull();
  });

  it('keeps quotes in values as data', async () => {
    const reply = await query(`lastName=="x' OR '1'='1"`);
    expect(reply.status).toBe(200);
    expect(reply.body.totalElements).toBe(0);
  });

  it.each([
    ['a syntax error', 'lastName=='],
    ['an unknown field', 'password==x'],
    ['an unknown role', 'roles=in=(KING)'],
    ['a non-boolean staff', 'staff==maybe'],
    ['an unsupported operator', 'lastName=gt=a'],
  ])('refuses %s with 400 accounts.query.invalid', async (_what, q) => {
    const reply = await query(q);
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('accounts.query.invalid');
  });

  it('refuses an unknown sort field', async () => {
    const reply = await query('staff==true', '&sort=password_hash,asc');
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('accounts.query.invalid');
  });
});

describe('GET staffs/composite-profiles', () => {
  it('lists staff with their accounts, all or by id', async () => {
    const staff = await h.createStaff(['SECTOR_MANAGER']);
    const patient = await h.patient();
    const all = await h.call<CompositeProfile[]>(
      'GET',
      '/api/user-profiles/staffs/composite-profiles',
      ghost('SECTOR_MANAGER'),
    );
    const ids = all.body.map((c) => c.profile.id);
    expect(ids).toContain(staff.profile.id);
    expect(ids).not.toContain(patient.id);
    const some = await h.call<CompositeProfile[]>(
      'GET',
      `/api/user-profiles/staffs/composite-profiles?ids=${staff.profile.id}&ids=${patient.id}`,
      ghost('ADMIN'),
    );
    expect(some.body).toEqual([staff]);
  });
});

describe('GET doctors', () => {
  it('answers the doctors linked to the sectors from the local replica, emails hidden from room roles', async () => {
    const sectorA = randomUUID();
    const sectorB = randomUUID();
    const doctor = await h.createStaff(['DOCTOR']);
    const notDoctor = await h.createStaff(['ROOM_USER']);
    await h.service.dataSource.query(
      'INSERT INTO sector_doctor (sector_id, doctor_id) VALUES ($1, $3), ($2, $3), ($1, $4)',
      [sectorA, sectorB, doctor.profile.id, notDoctor.profile.id],
    );
    const reply = await h.call<SectorDoctor[]>(
      'GET',
      `/api/user-profiles/doctors?sectorIds=${sectorA}&sectorIds=${sectorB}`,
      ghost('ADMIN'),
    );
    expect(reply.body).toEqual([{ profile: doctor.profile, sectorIds: [sectorA, sectorB].sort() }]);
    const asRoomUser = await h.call<SectorDoctor[]>(
      'GET',
      `/api/user-profiles/doctors?sectorIds=${sectorA}`,
      ghost('ROOM_USER'),
    );
    expect(asRoomUser.body[0]!.profile.email).toBeNull();
  });

  it('requires at least one sector', async () => {
    const reply = await h.call('GET', '/api/user-profiles/doctors', ghost('ADMIN'));
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('common.request.invalid');
  });
});

describe('base paths', () => {
  it('answers the same routes under /api/accounts and /api/user-profiles', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const a = await h.call('GET', `/api/accounts/profile/${doctor.profile.id}`, ghost('ADMIN'));
    const b = await h.call('GET', `/api/user-profiles/profile/${doctor.profile.id}`, ghost('ADMIN'));
    expect(a).toEqual(b);
    expect((await h.call('GET', '/api/user-profiles/health', null)).status).toBe(200);
  });
});
