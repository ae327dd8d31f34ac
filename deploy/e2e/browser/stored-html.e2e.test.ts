import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomDetails, Room } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-data.ts';
import { apiAs, newStaff, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { freeDayInRoom, profileId } from './schedule-api.ts';
import { goToWeekOf, parisTime, ZONE } from './schedule-calendar.ts';
import { startStubGeocoder, type StubGeocoder } from './stub-geocoder.ts';
import { POLL, WAIT_MS } from '../waits.ts';

/**
 * Free texts are stored as typed, markup included, and every screen must show them as text. Each field gets a
 * value carrying an image whose error handler (or a script) would set `window.__xss`; every page that shows the
 * field must show that markup as text and run none of it. The appointment notice, the cancel motive and the room
 * type's English name are stored too, though no screen of the French web shows them yet.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const payload = (field: string, markup = IMG) => `${field} ${markup}`;

const FIELDS = {
  roomName: payload('Salle'),
  roomDescription: payload('Description', SCRIPT),
  roomAddress: payload('Adresse'),
  sectorName: payload('Secteur'),
  roomTypeFr: payload('Type'),
  roomTypeEn: payload('Kind', SCRIPT),
  appointmentNotice: payload('Consigne'),
  availabilityComment: payload('Créneau'),
  feedLabel: payload('Flux'),
  appointmentComment: payload('Commentaire'),
  cancelMotive: payload('Motif'),
  patientFirstName: payload('Zoé'),
  patientLastName: payload('Patiente', SCRIPT),
  staffFirstName: payload('Ana'),
  mailUsername: payload('smtp'),
  roomMailSubject: payload('Sujet'),
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const superAdmin = demo(['SUPER_ADMIN']);
const roomManager = demo(['ROOM_MANAGER']);
const doctor = demo(['DOCTOR']);

interface Stored {
  roomId: string;
  sectorId: string;
  doctorId: string;
  patientId: string;
  /** The Paris day of the doctor's commented slot. */
  slotDay: string;
}
let stored: Stored;

/** What the page shows a person: its visible text and the values of its form fields. */
async function shownText(page: Page): Promise<string> {
  const values = await page.evaluate<string[]>(
    "[...document.querySelectorAll('input, textarea')].map((field) => field.value)",
  );
  return [await page.locator('body').innerText(), ...values].join('\n');
}

/** Waits until the page shows every value of `fields` as text, then checks that none of their markup ran. */
async function showsAsText(page: Page, fields: (keyof typeof FIELDS)[]): Promise<void> {
  for (const field of fields)
    await expect
      .poll(() => shownText(page), { ...POLL, message: `${field} shown as text on ${page.url()}` })
      .toContain(FIELDS[field]);
  // An image's error fires once its load fails: give any such element the time to fail before the check.
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
  expect(await page.evaluate('window.__xss')).toBeUndefined();
  expect(await page.locator('img[src="x"], script:not([src])').count()).toBe(0);
}

/** Retries `attempt` while a replica has not learnt of what it names yet (events are asynchronous). */
async function once<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(what, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Gives each free-text field its value through the API, as the people who may write it would. */
async function storeEveryField(call: ApiCall): Promise<Stored> {
  const managerId = await profileId(call, roomManager.email);
  const room = await call<Room>('GET', `material-resources/get-room-by-manager/${managerId}`);
  const details = await call<RoomDetails>('GET', `material-resources/get-room-details/${room.id}`);
  const sectorId = details.room.sectors[0]!.id;
  const roomTypeId = details.room.roomType!;
  const doctorId = await profileId(call, doctor.email);

  await call('PATCH', `material-resources/rooms/${room.id}`, {
    name: FIELDS.roomName,
    description: FIELDS.roomDescription,
    address: FIELDS.roomAddress,
    latitude: details.room.latitude,
    longitude: details.room.longitude,
  });
  await call('PATCH', `material-resources/update-sector/${sectorId}`, { name: FIELDS.sectorName });
  await call('PATCH', `material-resources/room-types/${roomTypeId}`, {
    translations: { fr: FIELDS.roomTypeFr, en: FIELDS.roomTypeEn },
  });

  const properties = await call<{ consultationDuration: number }>(
    'GET',
    `schedule/properties/doctors/${doctorId}`,
  );
  await call('POST', `schedule/properties/doctors/${doctorId}`, {
    consultationDuration: properties.consultationDuration,
    appointmentNotice: FIELDS.appointmentNotice,
  });
  const slotStart = new Date(Math.ceil((Date.now() + 10 * DAY) / HOUR) * HOUR);
  await call('POST', 'schedule/availabilities/doctors', {
    exceptionalUnavailability: [
      {
        owner: doctorId,
        interval: { start: slotStart.toISOString(), end: new Date(slotStart.getTime() + HOUR).toISOString() },
        comment: FIELDS.availabilityComment,
      },
    ],
  });

  const patient = await call<{ id: string }>('POST', 'user-profiles/create/patient', {
    firstName: FIELDS.patientFirstName,
    lastName: FIELDS.patientLastName,
    sex: 'F',
    zone: ZONE,
  });
  const free = await freeDayInRoom(call, room.id, sectorId);
  const book = (startTime: string, comment: string) =>
    once('booking', () =>
      call<{ appointment: { id: string } }>('POST', 'schedule/appointments', {
        room: room.id,
        sector: sectorId,
        doctor: free.doctorId,
        patient: patient.id,
        startTime,
        zone: ZONE,
        comment,
      }),
    );
  await book(free.starts[0], FIELDS.appointmentComment);
  const canceled = await book(free.starts[2], FIELDS.appointmentComment);
  await call('DELETE', `schedule/appointments/${canceled.appointment.id}/cancel`, {
    cancelMotive: FIELDS.cancelMotive,
  });

  // 'Abadie' sorts first: the users list's first page shows them however many staff the demo has.
  await newStaff(call, 'ROOM_USER', FIELDS.staffFirstName, 'Abadie');
  await call('PATCH', 'notification/mail/config', {
    host: 'smtp.example.test',
    port: '587',
    tls: true,
    username: FIELDS.mailUsername,
    password: 'Mot de passe',
    mailFrom: 'planning@example.test',
  });
  await call('GET', `notification/notifications/rooms/${room.id}/mail-parameters`);
  await call('PATCH', `notification/notifications/rooms/${room.id}/mail-parameters`, {
    activeSendCustomPostAppointMail: true,
    customPostAppointMailSubject: FIELDS.roomMailSubject,
    customPostAppointMailContentHTML: '<p>Merci de votre visite.</p>',
  });
  const feedOwner = await apiAs(suite.platform.url, doctor.email);
  await feedOwner('POST', 'schedule/calendar-feeds', {
    ownerType: 'DOCTOR',
    owner: doctorId,
    label: FIELDS.feedLabel,
  });
  return {
    roomId: room.id,
    sectorId,
    doctorId,
    patientId: patient.id,
    slotDay: parisTime(slotStart).date,
  };
}

let geocoder: StubGeocoder;
// Before the suite's own hooks: the platform reads the stub's URL when it starts.
beforeAll(async () => {
  geocoder = await startStubGeocoder({});
});
afterAll(async () => {
  await geocoder?.close();
});
const suite = browserSuite({
  publicConfig: () => ({ geocoderUrl: geocoder.url }),
  prepare: async (platform) => {
    stored = await storeEveryField(await apiAs(platform.url, superAdmin.email));
  },
});

describe('stored HTML in a browser, against the standalone platform', () => {
  it('shows room, sector, room type, staff and settings texts as text to a super admin, running none of them', async () => {
    const page = await suite.people.open();
    await signIn(page, superAdmin.email);
    const pages: [string, (keyof typeof FIELDS)[]][] = [
      ['/app/rooms/list', ['roomName', 'roomAddress']],
      [`/app/rooms/${stored.roomId}/view`, ['roomName', 'roomAddress', 'roomDescription', 'roomMailSubject']],
      [`/app/rooms/${stored.roomId}`, ['roomName', 'roomAddress', 'roomDescription']],
      ['/app/sectors/list', ['sectorName']],
      [`/app/sectors/${stored.sectorId}/view`, ['sectorName', 'roomName']],
      ['/app/settings/room-type', ['roomTypeFr']],
      ['/app/users/list', ['staffFirstName']],
      ['/app/settings/server', ['mailUsername']],
    ];
    for (const [path, fields] of pages) {
      await page.goto(path);
      await showsAsText(page, fields);
    }
    await page.goto(`/app/doctors/${stored.doctorId}/availability`);
    await page.getByLabel('Jour', { exact: true }).fill(stored.slotDay);
    await showsAsText(page, ['availabilityComment']);
  });

  it("shows the doctor's calendar feed label as text to the doctor, running none of it", async () => {
    const page = await suite.people.open();
    await signIn(page, doctor.email);
    await page.goto('/app/settings/calendar-subscription');
    await showsAsText(page, ['feedLabel']);
  });

  it('shows the appointment comment and the patient in the room calendar, its panel and the patient pages, running none of them', async () => {
    const call = await apiAs(suite.platform.url, roomManager.email);
    const details = await call<RoomDetails>('GET', `material-resources/get-room-details/${stored.roomId}`);
    const free = await call<{ appointment: { startTime: string; comment: string | null } }[]>(
      'GET',
      `schedule/appointments?${new URLSearchParams({
        roomIds: stored.roomId,
        horizonStart: new Date().toISOString(),
        horizonEnd: new Date(Date.now() + 30 * DAY).toISOString(),
        withDetails: 'true',
      })}`,
    );
    const booked = free.find((view) => view.appointment.comment === FIELDS.appointmentComment)!;
    expect(details.room.name).toBe(FIELDS.roomName);

    const page = await suite.people.open();
    await signIn(page, roomManager.email);
    await page.goto(`/app/rooms/${stored.roomId}/calendar`);
    await goToWeekOf(page, parisTime(booked.appointment.startTime).date);
    const event = page
      .locator('.fc-timegrid-event.appointment-event')
      .filter({ hasText: 'Patiente' })
      .first();
    await expect.poll(() => event.isVisible(), POLL).toBe(true);
    await showsAsText(page, ['patientLastName']);
    await event.click();
    await showsAsText(page, ['appointmentComment']);

    await page.goto(`/app/patients/${stored.patientId}/view`);
    await showsAsText(page, ['patientFirstName', 'patientLastName']);
    // The patients list is paged by name: filtered to the patient, as a person would look for them.
    await page.goto('/app/patients/list');
    await page.locator('input[name="lastName"]').fill('Patiente');
    await showsAsText(page, ['patientFirstName', 'patientLastName']);
  });
});
