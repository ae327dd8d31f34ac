import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import type { AppointmentView, AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import type { BookableStep } from '@teleplan/proto/schedule-timelines';
import type { Page as Paged } from '@teleplan/proto/paging';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.ts';
import { apiAs, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { patientAppointmentsIn, profileId } from './schedule-api.ts';
import { parisTime, ZONE } from './schedule-calendar.ts';
import { absent, pathOf, shown, textOf } from './seen.ts';
import { focused, tabTo } from './keyboard.ts';
import { POLL } from '../waits.ts';

const sectorManager = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'SECTOR_MANAGER')!;
const superAdmin = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'SUPER_ADMIN')!;
/** The demo room the person stands next to (half a kilometre away), and the new patient booked in it. */
const NEAREST = 'Cabinet médical Troyes Centre';
const HERE = { latitude: 48.3, longitude: 4.08 };
const PATIENT = { firstName: 'Inès', lastName: 'Vasseur' };
/** Another demo patient, booked through the API by someone else. */
const OTHER_PATIENT = 'hugo.mercier@demo.teleplan.fr';

const suite = browserSuite();

/** A day as the portal names it: 'lundi 23 novembre 2026'. */
const frenchDay = (instant: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));

/** A slot's button as the portal announces it: 'lundi 23 novembre 2026 à 10:00'. */
const slotName = (start: string) => `${frenchDay(start)} à ${parisTime(start).time}`;

interface Place {
  roomId: string;
  sectorId: string;
}

/**
 * The first start the room's bookable timeline offers from an hour from now on (so that it never passes while the
 * test runs) with a doctor free then, other than `skipped`: whatever the time of day the test runs.
 */
async function startWithDoctor(call: ApiCall, place: Place, skipped: string[] = []) {
  const from = new Date(Date.now() + 3_600_000);
  const query = new URLSearchParams({
    ...place,
    zone: ZONE,
    from: from.toISOString(),
    to: new Date(from.getTime() + 28 * 86_400_000).toISOString(),
  });
  const { steps } = await call<{ steps: BookableStep[] }>('GET', `schedule/timeline/rooms/bookable?${query}`);
  const starts = steps
    .map((step) => new Date(step.start).toISOString())
    .filter((start) => !skipped.includes(start));
  // One start an hour: the doctors' days are asked for a few of them, not for every ten minutes.
  for (const start of starts.filter((_, index) => index % 6 === 0).slice(0, 40)) {
    const asked = new URLSearchParams({ ...place, startTime: start, zone: ZONE });
    const doctors = await call<AvailableDoctor[]>(
      'GET',
      `schedule/arrangements/find/available-doctors?${asked}`,
    );
    if (doctors[0]) return { start, doctor: doctors[0] };
  }
  throw new Error(`no start with a doctor free among ${starts.length} bookable ones`);
}

/** Shows the day of `start` among the portal's days (a keyboard user's way: Tab, then Enter) and its slot. */
async function slotOfDay(page: Page, start: string) {
  const day = page.getByRole('group', { name: 'Jours avec des créneaux libres' });
  await tabTo(page, day.getByRole('button', { name: new RegExp(`^${frenchDay(start)}, `) }));
  await page.keyboard.press('Enter');
  return page.getByRole('list', { name: `Créneaux libres du ${frenchDay(start)}` });
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const focusOn = (page: Page, name: string) =>
  expect.poll(() => focused(stepHeading(page, name)), { ...POLL, message: `focus on ${name}` }).toBe(true);

/** The appointments at `start` in the room, or of the doctor, as the API lists them. */
async function appointmentsAt(
  call: ApiCall,
  start: string,
  owner: { roomIds: string } | { doctorIds: string },
) {
  const query = new URLSearchParams({
    ...owner,
    horizonStart: start,
    horizonEnd: new Date(Date.parse(start) + 60_000).toISOString(),
  });
  return call<AppointmentView[]>('GET', `schedule/appointments?${query}`);
}

describe('the booking portal', () => {
  it('lets a sector manager on a tablet book a new patient in the nearest room, in four steps, even when the slot is taken meanwhile', async () => {
    const page = await suite.people.open({
      viewport: { width: 768, height: 1024 },
      geolocation: HERE,
      permissions: ['geolocation'],
    });
    await signIn(page, sectorManager.email);
    await page.goto('/app/public-appointment');
    await shown(page.getByRole('heading', { level: 1, name: 'Prendre un rendez-vous' }));
    await shown(page.getByText('Temps estimé sur place : 30 minutes'));
    // Full screen: no navigation of the application.
    await absent(page.getByRole('navigation', { name: 'Navigation principale' }));

    // Step 1: the nearest room first, half a kilometre away; the map beside the list.
    const rooms = page.getByRole('list', { name: 'Salles' });
    await shown(page.getByText('Les salles les plus proches de vous en premier.'));
    await textOf(rooms.getByRole('button').first()).toMatch(new RegExp(`^1\\s*${NEAREST}[\\s\\S]*à 0,5 km$`));
    await shown(page.getByRole('region', { name: 'Carte des salles' }));
    const call = await apiAs(suite.platform.url, sectorManager.email);
    const found = await call<Paged<Room>>(
      'GET',
      `material-resources/rooms/with?${new URLSearchParams({ size: '999', withSectors: 'true' })}`,
    );
    const room = found.content.find((candidate) => candidate.name === NEAREST)!;
    const place = { roomId: room.id, sectorId: room.sectors[0]!.id };
    await rooms.getByRole('button').first().click();
    await focusOn(page, 'Choisissez un créneau');
    await shown(page.getByText(`Salle ${NEAREST}`));
    await shown(page.getByRole('table', { name: 'Horaires habituels de la salle' }));

    // Step 2 by keyboard: the day, then the slot.
    const first = await startWithDoctor(call, place);
    let slots = await slotOfDay(page, first.start);
    await tabTo(page, slots.getByRole('button', { name: slotName(first.start) }));
    await page.keyboard.press('Enter');
    await focusOn(page, 'Médecin et patient');
    await shown(
      page.getByRole('radio', { name: new RegExp(`Dr ${first.doctor.lastName} ${first.doctor.firstName}`) }),
    );

    // Back from step 3 to step 2: the room stays.
    await page.getByRole('button', { name: 'Créneau (terminée, revenir à cette étape)' }).click();
    await focusOn(page, 'Choisissez un créneau');
    await shown(page.getByText(`Salle ${NEAREST}`));
    slots = await slotOfDay(page, first.start);
    await slots.getByRole('button', { name: slotName(first.start) }).click();
    await focusOn(page, 'Médecin et patient');

    // Step 3: the doctor, the reason, a new patient.
    await page
      .getByRole('radio', { name: new RegExp(`Dr ${first.doctor.lastName} ${first.doctor.firstName}`) })
      .check();
    await page.getByRole('radio', { name: 'Pas de médecin traitant' }).check();
    await page.getByRole('radio', { name: 'Nouveau patient' }).check();
    const form = page.getByRole('form', { name: 'Patient' });
    await form.getByLabel(/^Nom/).fill(PATIENT.lastName);
    await form.getByLabel(/^Prénom/).fill(PATIENT.firstName);
    await form.getByLabel(/^Sexe/).selectOption('F');
    await form.getByRole('button', { name: 'Créer le patient' }).click();
    await shown(page.getByText(`Patient choisi : ${PATIENT.lastName} ${PATIENT.firstName}`));

    // Someone else books that slot meanwhile.
    const admin = await apiAs(suite.platform.url, superAdmin.email);
    await admin('POST', 'schedule/appointments', {
      ...{ room: place.roomId, sector: place.sectorId },
      startTime: first.start,
      zone: ZONE,
      doctor: first.doctor.id,
      patient: await profileId(admin, OTHER_PATIENT),
      fromC15: false,
      noTreatingDoctor: true,
      treatingDoctorNotAvailable: false,
      comment: null,
    });
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await focusOn(page, 'Choisissez un créneau');
    await shown(page.getByText(/Ce créneau vient d'être pris par quelqu'un d'autre/));
    await shown(page.getByText(`Salle ${NEAREST}`));
    const dayStill = page
      .getByRole('group', { name: 'Jours avec des créneaux libres' })
      .getByRole('button', { name: new RegExp(`^${frenchDay(first.start)}, `) });
    if ((await dayStill.count()) > 0) {
      await dayStill.click();
      await shown(page.getByRole('list', { name: `Créneaux libres du ${frenchDay(first.start)}` }));
    }
    await absent(page.getByRole('button', { name: slotName(first.start) }));
    // One appointment at that start, in the room and for the doctor: the other person's.
    expect(await appointmentsAt(admin, first.start, { roomIds: place.roomId })).toHaveLength(1);
    expect(await appointmentsAt(admin, first.start, { doctorIds: first.doctor.id })).toHaveLength(1);
    expect(
      await patientAppointmentsIn(
        call,
        place.roomId,
        { start: first.start, end: new Date(Date.parse(first.start) + 60_000).toISOString() },
        PATIENT.lastName,
      ),
    ).toEqual([]);

    // Another slot: the patient is kept; the booking goes through and step 4 recaps it.
    const second = await startWithDoctor(call, place, [first.start]);
    slots = await slotOfDay(page, second.start);
    await slots.getByRole('button', { name: slotName(second.start) }).click();
    await focusOn(page, 'Médecin et patient');
    await shown(page.getByText(`Patient choisi : ${PATIENT.lastName} ${PATIENT.firstName}`));
    await page
      .getByRole('radio', { name: new RegExp(`Dr ${second.doctor.lastName} ${second.doctor.firstName}`) })
      .check();
    await page.getByRole('radio', { name: 'Pas de médecin traitant' }).check();
    const confirm = page.getByRole('button', { name: 'Confirmer le rendez-vous' });
    // A double tap books once.
    await confirm.dblclick();
    await focusOn(page, 'Rendez-vous confirmé');
    const recap = page.locator('.portal-done dl');
    await textOf(recap).toContain(`${parisTime(second.start).time}`);
    await textOf(recap).toContain(NEAREST);
    await textOf(recap).toContain(`Dr ${second.doctor.lastName} ${second.doctor.firstName}`);
    await textOf(recap).toContain(`${PATIENT.lastName} ${PATIENT.firstName}`);
    const booked = await patientAppointmentsIn(
      call,
      place.roomId,
      { start: second.start, end: new Date(Date.parse(second.start) + 60_000).toISOString() },
      PATIENT.lastName,
    );
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      startTime: second.start,
      doctor: second.doctor.id,
      noTreatingDoctor: true,
    });

    // Quitter: home.
    await page.getByRole('link', { name: 'Quitter' }).click();
    await pathOf(page).toBe('/app/home');
  });
});
