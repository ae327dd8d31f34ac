import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import type { RoomDetails, Sector } from '@teleplan/proto/material-resources';
import type { MessageSummary } from '@teleplan/proto/notification-messages';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { parisInstant } from '../../seed/appointments.ts';
import { DEMO_ACCOUNTS, DEMO_PATIENTS, DEMO_STAFF } from '../../seed/demo-data.ts';
import { POLL, WAIT_MS } from '../waits.ts';
import { apiAs, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { mailed } from './mail-outbox.ts';
import { messageDueNow } from './message-due-now.ts';
import { freeDayInRoom, patientAppointmentsIn } from './schedule-api.ts';
import {
  appointmentEvent,
  dragEvent,
  eventStart,
  goToWeekOf,
  parisTime,
  ROOM_CALENDAR_PATH,
  showWeekOf,
  slotPoint,
  type ParisTime,
  ZONE,
} from './schedule-calendar.ts';
import { pathOf, shown, textOf } from './seen.ts';

const demo = (roles: Role[]) => DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const roomUser = demo(['ROOM_USER']);
const superAdmin = demo(['SUPER_ADMIN']);

/** A demo patient who accepts mails: the booking's confirmation goes to the outbox. */
const PATIENT = DEMO_PATIENTS.find(
  (patient) => patient.email && patient.notifications?.acceptingEmail && patient.language !== 'en',
)!;
const PATIENT_NAME = `${PATIENT.firstName} ${PATIENT.lastName}`;

const suite = browserSuite();

/** How a patient's mail writes the appointment's time: "mercredi 9 décembre 2026 à 14:40". */
const mailedWhen = (at: ParisTime) =>
  `${new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${at.date}T12:00:00Z`))} à ${at.time}`;

const ALREADY_ANSWERED = 'Ce questionnaire a déjà été rempli. Merci pour votre réponse !';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const livePanel = (page: Page) => page.getByRole('complementary', { name: 'En direct' });
const allAppointmentEvents = (page: Page) => page.locator('.fc-timegrid-event.appointment-event');

/** The doctor booked in the room, and a demo doctor of no sector of the room (who must see nothing of it). */
async function doctorsAround(admin: ApiCall, roomId: string, doctorId: string) {
  const sectors = await admin<Sector[]>('GET', 'material-resources/get-sector-list');
  const ofRoom = new Set(
    sectors.filter((sector) => sector.roomIds.includes(roomId)).flatMap((sector) => sector.doctorIds),
  );
  const emails = new Map(sectors.flatMap((sector) => sector.doctors.map((d) => [d.id, d.username])));
  const demoDoctors = new Set(
    DEMO_STAFF.filter((account) => account.roles.join() === 'DOCTOR').map((account) => account.email),
  );
  const stranger = [...emails].find(([id, email]) => !ofRoom.has(id) && demoDoctors.has(email));
  expect(stranger, 'a demo doctor of another sector').toBeDefined();
  const doctor = DEMO_STAFF.find((account) => account.email === emails.get(doctorId))!;
  return { doctor: { ...doctor, id: doctorId }, stranger: { id: stranger![0], email: stranger![1] } };
}

/** Signs a doctor in and opens their calendar on the week of `date`, with the SPA (the live feed stays open). */
async function doctorCalendar(page: Page, email: string, date: string): Promise<void> {
  await signIn(page, email);
  await page.getByRole('link', { name: 'Mon calendrier' }).first().click();
  await pathOf(page).toMatch(/^\/app\/doctors\/[0-9a-f-]{36}\/calendar$/);
  await goToWeekOf(page, date);
}

/** Opens the survey link and gives every question the best score, not sending yet. */
async function answerSurvey(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const questions = page.getByRole('group', { name: /^\d\. / });
  await expect.poll(() => questions.count(), POLL).toBe(7);
  for (let index = 0; index < 7; index++)
    await questions.nth(index).getByRole('radio', { name: '4 — très satisfait' }).check();
}

/** How many appointments of the doctor the API holds in the week the calendar shows (Paris days). */
async function appointmentsInShownWeek(admin: ApiCall, page: Page, doctorId: string): Promise<number> {
  const days = await page
    .locator('th.fc-col-header-cell.fc-day[data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')!));
  const after = new Date(Date.parse(`${days.at(-1)!}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({
    doctorIds: doctorId,
    horizonStart: parisInstant(days[0]!, '00:00'),
    horizonEnd: parisInstant(after, '00:00'),
  });
  return (await admin<unknown[]>('GET', `schedule/appointments?${query}`)).length;
}

/** How long `locator` takes to reach `state`, from `since` (ms). */
async function delaySince(since: number, locator: Locator, state: 'visible' | 'detached'): Promise<number> {
  await locator.waitFor({ state });
  return Date.now() - since;
}

/** The appointment's messages, as the super administrator's messages page lists them. */
async function messagesOf(admin: ApiCall, appointmentId: string) {
  const page = await admin<{ content: MessageSummary[] }>(
    'GET',
    `notification/messages?${new URLSearchParams({ appointmentId, size: '50' })}`,
  );
  return page.content.map(({ kind, channel, status }) => ({ kind, channel, status }));
}

describe('the live feed between browsers, and the patient messages of the standalone outbox', () => {
  it("follows a room user's booking, move and cancel in the doctor's calendar without a reload, shows nothing to a doctor of another sector, lists the three on the doctor's home page, mails the confirmation, and the survey link answered once", async () => {
    const admin = await apiAs(suite.platform.url, superAdmin.email);
    const desk = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(desk, roomUser.email);
    await desk.getByRole('link', { name: 'Ma salle' }).first().click();
    await pathOf(desk).toMatch(ROOM_CALENDAR_PATH);
    const roomId = new URL(desk.url()).pathname.split('/')[3]!;
    const call = await apiAs(suite.platform.url, roomUser.email);
    const { room } = await call<RoomDetails>('GET', `material-resources/get-room-details/${roomId}`);
    const sectorId = room.sectors[0]!.id;
    // Two days ahead at least: the reminder (the day before, in the evening) is then still to come.
    const free = await freeDayInRoom(call, roomId, sectorId, 2);
    const [booked, moved] = free.starts.map(parisTime) as [ParisTime, ParisTime];
    const { doctor, stranger } = await doctorsAround(admin, roomId, free.doctorId);

    const [doctorPage, strangerPage] = await Promise.all([suite.people.open(), suite.people.open()]);
    await Promise.all([
      doctorCalendar(doctorPage, doctor.email, booked.date),
      doctorCalendar(strangerPage, stranger.email, booked.date),
    ]);
    // The other doctor's week as the API holds it: his calendar shows that many once its data are in.
    const strangersEvents = await appointmentsInShownWeek(admin, strangerPage, stranger.id);
    await expect.poll(() => allAppointmentEvents(strangerPage).count(), POLL).toBe(strangersEvents);
    const strangerSeesNothing = async () => {
      expect(await allAppointmentEvents(strangerPage).count()).toBe(strangersEvents);
      expect(await appointmentEvent(strangerPage, PATIENT_NAME).count()).toBe(0);
    };

    // Booked in the room calendar: the doctor's calendar shows it, no reload.
    await showWeekOf(desk, booked.date);
    const slot = await slotPoint(desk, booked);
    await desk.mouse.click(slot.x, slot.y);
    const panel = desk.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await panel.getByRole('radio', { name: `Dr ${doctor.lastName} ${doctor.firstName}` }).check();
    await panel.getByRole('radio', { name: 'Pas de médecin traitant' }).check();
    await panel
      .getByRole('group', { name: 'Orienté par le C15' })
      .getByRole('radio', { name: 'Non' })
      .check();
    await panel.getByLabel('Trouver un patient (nom complet ou email)').fill(PATIENT.email!);
    await panel.getByRole('list', { name: 'Patients trouvés' }).getByRole('button').first().click();
    await panel.getByRole('button', { name: 'Suivant' }).click();
    await textOf(panel).toContain('Récapitulatif');
    const bookedAt = Date.now();
    await panel.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    const bookingSeenIn = await delaySince(bookedAt, appointmentEvent(doctorPage, PATIENT_NAME), 'visible');
    await shown(toasts(desk).getByText('Rendez-vous enregistré'));
    await textOf(appointmentEvent(doctorPage, PATIENT_NAME)).toMatch(eventStart(booked));
    await strangerSeesNothing();

    // The patient's confirmation is mailed; the reminder is planned.
    const day = { start: `${booked.date}T00:00:00Z`, end: `${booked.date}T23:59:59Z` };
    const appointment = (await patientAppointmentsIn(call, roomId, day, PATIENT.lastName)).find(
      (found) => found.startTime === free.starts[0],
    );
    expect(appointment?.doctor).toBe(doctor.id);
    await mailed(suite.platform.dataDir, PATIENT.email!, 'BOOKING_CONFIRMATION', WAIT_MS, mailedWhen(booked));
    await expect
      .poll(() => messagesOf(admin, appointment!.id), POLL)
      .toEqual(
        expect.arrayContaining([
          { kind: 'BOOKING_CONFIRMATION', channel: 'EMAIL', status: 'SENT' },
          { kind: 'REMINDER', channel: 'EMAIL', status: 'PENDING' },
        ]),
      );

    // Moved by drag in the room calendar: the doctor's calendar shows the new time.
    await dragEvent(desk, PATIENT_NAME, booked, moved);
    const update = desk.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    const movedAt = Date.now();
    await update.getByRole('button', { name: 'Enregistrer' }).click();
    const moveSeenIn = await delaySince(
      movedAt,
      appointmentEvent(doctorPage, PATIENT_NAME).filter({ hasText: `${moved.time} - ` }),
      'visible',
    );
    await shown(toasts(desk).getByText('Rendez-vous modifié'));
    await textOf(appointmentEvent(doctorPage, PATIENT_NAME)).toMatch(eventStart(moved));
    await strangerSeesNothing();

    // Canceled from its detail panel: it leaves the doctor's calendar.
    await appointmentEvent(desk, PATIENT_NAME).click();
    const detail = desk.getByRole('complementary', { name: 'Rendez-vous' });
    await detail.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    const cancel = desk.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await cancel.getByLabel("Motif d'annulation").fill('Le patient a un empêchement');
    const canceledAt = Date.now();
    await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
    const cancelSeenIn = await delaySince(canceledAt, appointmentEvent(doctorPage, PATIENT_NAME), 'detached');
    await shown(toasts(desk).getByText('Rendez-vous annulé'));
    await strangerSeesNothing();
    console.info(
      `live feed, from the click to the doctor's calendar: booking ${bookingSeenIn} ms, move ${moveSeenIn} ms, cancel ${cancelSeenIn} ms`,
    );

    // The home pages, reached within the app (the feed's list lives as long as the page): the doctor's lists
    // the three, newest first; the other doctor's nothing.
    for (const page of [doctorPage, strangerPage])
      await page.getByRole('link', { name: 'Accueil' }).first().click();
    const items = livePanel(doctorPage).getByRole('listitem');
    await expect
      .poll(() => items.allInnerTexts(), POLL)
      .toEqual([
        expect.stringContaining('Rendez-vous annulé'),
        expect.stringContaining('Rendez-vous déplacé'),
        expect.stringContaining('Nouveau rendez-vous'),
      ]);
    for (const text of await items.allInnerTexts()) expect(text).toContain(PATIENT_NAME);
    await shown(
      livePanel(strangerPage).getByText('Aucun rendez-vous pris, déplacé ou annulé depuis votre connexion.'),
    );

    // Satisfaction: another appointment of the patient, whose end comes (its planned mail made due now), mails
    // the survey link; the form is answered from it once, a second sending of the same link is refused.
    const evaluated = await call<AppointmentView>('POST', 'schedule/appointments', {
      room: roomId,
      sector: sectorId,
      doctor: doctor.id,
      patient: appointment!.patient,
      startTime: free.starts[2],
      zone: ZONE,
    });
    await expect
      .poll(() => messagesOf(admin, evaluated.appointment.id), POLL)
      .toContainEqual({ kind: 'SATISFACTION', channel: 'EMAIL', status: 'PENDING' });
    await messageDueNow(suite.platform.pgPort, evaluated.appointment.id, 'SATISFACTION');
    const survey = await mailed(suite.platform.dataDir, PATIENT.email!, 'SATISFACTION');
    const link = /https?:\/\/\S+\/formulaire-satisfaction#\/\?token=\S+/.exec(survey.text ?? '')?.[0];
    expect(link, survey.text).toBeDefined();
    const [first, second] = [await suite.people.open(), await suite.people.open()];
    for (const page of [first, second]) await answerSurvey(page, link!);
    await first.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await shown(first.getByRole('heading', { name: 'Merci pour votre avis !' }));
    await second.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await shown(second.getByText(ALREADY_ANSWERED));
  });
});
