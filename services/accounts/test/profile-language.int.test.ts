import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import { code, ghost, startAccounts, type Harness } from './harness.ts';

/** A profile's language ('fr' by default, or 'en'): written on create and update, carried by the snapshots. */
let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

describe('profile language', () => {
  it('makes a patient French when the body names no language', async () => {
    const patient = await h.patient();
    expect(patient.language).toBe('fr');
    const read = await h.call<Profile>('GET', `/profile/${patient.id}`, ghost('DOCTOR'));
    expect(read.body.language).toBe('fr');
  });

  it('creates an English patient and announces the language in the profile.created snapshot', async () => {
    const before = await h.counts();
    const patient = await h.patient({ language: 'en' });
    expect(patient.language).toBe('en');
    const [created] = await h.eventsSince(before.events);
    expect(created!.type).toBe('profile.created');
    expect(created!.payload.payload).toMatchObject({ current: { id: patient.id, language: 'en' } });
  });

  it('creates a staff profile in English', async () => {
    const created: CompositeProfile = await h.createStaff(['DOCTOR'], { language: 'en' });
    expect(created.profile.language).toBe('en');
  });

  it('changes a patient’s language, the profile.updated snapshots showing before and after', async () => {
    const patient = await h.patient();
    const before = await h.counts();
    const reply = await h.call<Profile>('PATCH', `/profile/${patient.id}`, ghost('ROOM_USER'), {
      language: 'en',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.language).toBe('en');
    const events = await h.eventsSince(before.events);
    expect(events.map((e) => e.type)).toEqual(['profile.updated']);
    expect(events[0]!.payload.payload).toMatchObject({
      current: { language: 'en' },
      previous: { language: 'fr' },
    });
  });

  it('refuses a room user changing a doctor’s language, and writes nothing', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const before = await h.counts();
    const reply = await h.call('PATCH', `/profile/${doctor.profile.id}`, ghost('ROOM_USER'), {
      language: 'en',
    });
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.profile.unauthorized_modification');
    expect(await h.counts()).toEqual(before);
    const read = await h.call<Profile>('GET', `/profile/${doctor.profile.id}`, ghost('ADMIN'));
    expect(read.body.language).toBe('fr');
  });

  it('leaves the language alone when a patch names none', async () => {
    const patient = await h.patient({ language: 'en' });
    const reply = await h.call<Profile>('PATCH', `/profile/${patient.id}`, ghost('DOCTOR'), {
      lastName: 'Roux',
    });
    expect(reply.body).toMatchObject({ lastName: 'Roux', language: 'en' });
  });
});
