import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startNotification, type Harness } from './harness.ts';

/** A profile whose preferences were never saved: the patient pages and the doctor settings read it. */
let h: Harness;

beforeAll(async () => {
  h = await startNotification();
}, 60_000);
afterAll(async () => h?.close());

const url = (action: string, profileId: string) =>
  `/notifications/${action}-notifications-parameters/${profileId}`;

describe('preferences never saved', () => {
  it('read as both off rather than 404', async () => {
    const patient = await h.person(['PATIENT']);
    const reply = await h.call('GET', url('get', patient.id), h.superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ profileId: patient.id, acceptingEmail: false, acceptingSms: false });
  });

  it('read as both off by the doctor on their own settings', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await h.call('GET', url('get', doctor.id), as(doctor, 'DOCTOR'));
    expect([reply.status, reply.body]).toEqual([
      200,
      { profileId: doctor.id, acceptingEmail: false, acceptingSms: false },
    ]);
  });

  it('are saved by an update, as the form shown them both off sends it', async () => {
    const patient = await h.person(['PATIENT']);
    const body = { acceptingEmail: true, acceptingSms: false };
    const saved = await h.call('POST', url('update', patient.id), h.superAdmin, body);
    expect([saved.status, saved.body]).toEqual([200, { profileId: patient.id, ...body }]);
    expect((await h.call('GET', url('get', patient.id), h.superAdmin)).body).toEqual({
      profileId: patient.id,
      ...body,
    });
    const again = await h.call('POST', url('update', patient.id), h.superAdmin, {
      acceptingEmail: false,
      acceptingSms: false,
    });
    expect(again.status).toBe(200);
    expect((await h.call('GET', url('get', patient.id), h.superAdmin)).body).toEqual({
      profileId: patient.id,
      acceptingEmail: false,
      acceptingSms: false,
    });
  });
});
