import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import type { AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import type { Room, RoomDetails } from '@teleplan/proto/material-resources';
import { patternFor, type DemoAvailabilityPattern } from '../../seed/demo-availability.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF, type DemoAccount } from '../../seed/demo-data.ts';
import { apiAs, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import {
  appointmentOf,
  bookableSteps,
  clearDoctorAvailability,
  doctorStartsOn,
  freeDayInRoom,
  patientAppointmentsIn,
  profileId,
} from './schedule-api.ts';
import {
  appointmentEvent,
  dragEvent,
  eventStart,
  parisTime,
  ROOM_CALENDAR_PATH,
  showWeekOf,
  slotPoint,
  ZONE,
} from './schedule-calendar.ts';
import { absent, pathOf, shown, textOf } from './seen.ts';
import { POLL } from '../waits.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const roomUser = demo(['ROOM_USER']);
const roomManager = demo(['ROOM_MANAGER']);
const doctor = demo(['DOCTOR']);
const superAdmin = demo(['SUPER_ADMIN']);
const admin = demo(['ADMIN']);

/** A demo patient with no demo appointment of their own to collide with. */
const PATIENT = { firstName: 'Hugo', lastName: 'Mercier' };
const PATIENT_NAME = `${PATIENT.firstName} ${PATIENT.lastName}`;

const suite = browserSuite();

/** The name a mini month gives a day's button (Luxon's DATE_HUGE in French): "jeudi 3 décembre 2026". */
const dayButtonName = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

const WEEKDAYS = ['', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/** 1 = Monday … 7 = Sunday, of a yyyy-mm-dd day. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** A yyyy-mm-dd day plus some days. */
const dayPlus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether a seeded availability pattern keeps off weekends (its exceptional days count from a Monday). */
const weekdaysOnly = (pattern: DemoAvailabilityPattern) =>
  pattern.weekly.every((hours) => hours.days.every((day) => day <= 5)) &&
  [pattern.available, pattern.unavailable].every((slot) => slot.dayOffset % 7 < 5);

/**
 * Three demo doctors with no weekend availability (the seeder gives the patterns in turn), as the multi-doctor view
 * names them (last name first): nothing of theirs makes the calendar show a weekend. The doctor whose availability
 * a test here changes is left out.
 */
const MULTIVIEW_DOCTORS = DEMO_STAFF.filter((account) => account.roles.includes('DOCTOR'))
  .filter((account, index) => account !== doctor && weekdaysOnly(patternFor(index)))
  .slice(0, 3)
  .map((account) => `${account.lastName} ${account.firstName}`);

/** hh:mm plus some minutes, the same day. */
const clockPlus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The room's appointment of the patient that day, found through the API once booked. */
async function bookedAppointment(call: ApiCall, roomId: string, day: string) {
  const start = new Date(`${day}T00:00:00Z`);
  const horizon = { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() };
  const found = await patientAppointmentsIn(call, roomId, horizon, PATIENT.lastName);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('scheduling in a browser, against the standalone platform', () => {
  it('lets a room user book an appointment in their room calendar, move it by drag then by keyboard, mark it paid and cancel it', async () => {
    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, roomUser.email);
    await page.getByRole('link', { name: 'Ma salle' }).first().click();
    await pathOf(page).toMatch(ROOM_CALENDAR_PATH);
    const roomId = new URL(page.url()).pathname.split('/')[3]!;
    const call = await apiAs(suite.platform.url, roomUser.email);
    const { room } = await call<RoomDetails>('GET', `material-resources/get-room-details/${roomId}`);
    const sectorId = room.sectors[0]!.id;
    const free = await freeDayInRoom(call, roomId, sectorId);
    const [booked, dragged, typed] = free.starts.map(parisTime) as [
      ReturnType<typeof parisTime>,
      ReturnType<typeof parisTime>,
      ReturnType<typeof parisTime>,
    ];
    const doctors = await call<AvailableDoctor[]>(
      'GET',
      `schedule/arrangements/find/available-doctors?${new URLSearchParams({ roomId, sectorId, startTime: free.starts[0], zone: ZONE })}`,
    );
    const doctor = doctors.find((available) => available.id === free.doctorId)!;

    // Booking: a free slot of the week, then the add-appointment panel's two steps.
    await shown(page.getByRole('heading', { name: `Calendrier de la salle ${room.name}` }));
    await showWeekOf(page, booked.date);
    const slot = await slotPoint(page, booked);
    await page.mouse.click(slot.x, slot.y);
    const panel = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await panel.getByRole('radio', { name: `Dr ${doctor.lastName} ${doctor.firstName}` }).check();
    await panel.getByRole('radio', { name: 'Pas de médecin traitant' }).check();
    await panel
      .getByRole('group', { name: 'Orienté par le C15' })
      .getByRole('radio', { name: 'Oui' })
      .check();
    await panel.getByLabel('Trouver un patient (nom complet ou email)').fill(PATIENT_NAME);
    await panel
      .getByRole('list', { name: 'Patients trouvés' })
      .getByRole('button', { name: PATIENT.lastName })
      .click();
    await panel.getByRole('button', { name: 'Suivant' }).click();
    await textOf(panel).toContain('Récapitulatif');
    await textOf(panel).toContain(`Dr ${doctor.lastName} ${doctor.firstName}`);
    await panel.getByLabel('Commentaire').fill('Rappeler la veille');
    await panel.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await shown(toasts(page).getByText('Rendez-vous enregistré'));
    await textOf(appointmentEvent(page, PATIENT_NAME)).toMatch(eventStart(booked));
    const appointment = await bookedAppointment(call, roomId, booked.date);
    expect(appointment).toMatchObject({
      startTime: free.starts[0],
      doctor: free.doctorId,
      fromC15: true,
      noTreatingDoctor: true,
      comment: 'Rappeler la veille',
      paid: false,
      canceled: false,
    });

    // Moving by drag: an hour later the same day, confirmed in the update panel.
    await dragEvent(page, PATIENT_NAME, booked, dragged);
    const update = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    await update.getByRole('button', { name: 'Enregistrer' }).click();
    await shown(toasts(page).getByText('Rendez-vous modifié'));
    await textOf(appointmentEvent(page, PATIENT_NAME)).toMatch(eventStart(dragged));
    await expect
      .poll(async () => (await appointmentOf(call, appointment.id)).startTime, POLL)
      .toBe(free.starts[1]);

    // Moving by keyboard: the event, its detail panel, Déplacer, the date and the time.
    await appointmentEvent(page, PATIENT_NAME).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('complementary', { name: 'Rendez-vous' });
    await shown(detail);
    await detail.getByRole('button', { name: 'Déplacer' }).focus();
    await page.keyboard.press('Enter');
    await update.getByLabel('Date').fill(typed.date);
    await update.getByLabel('Heure de début').selectOption({ label: typed.time });
    await shown(update.getByLabel('Médecin'));
    await update.getByRole('button', { name: 'Enregistrer' }).focus();
    await page.keyboard.press('Enter');
    await shown(toasts(page).getByText('Rendez-vous modifié'));
    await textOf(appointmentEvent(page, PATIENT_NAME)).toMatch(eventStart(typed));
    await expect
      .poll(async () => (await appointmentOf(call, appointment.id)).startTime, POLL)
      .toBe(free.starts[2]);

    // Paid, then canceled with a motive: the event leaves the calendar.
    // The box follows the server: it is ticked once the payment is saved.
    const paid = detail.getByRole('checkbox', { name: 'Payé' });
    await paid.click();
    await shown(toasts(page).getByText('Rendez-vous marqué payé'));
    await expect.poll(() => paid.isChecked(), POLL).toBe(true);
    await expect.poll(async () => (await appointmentOf(call, appointment.id)).paid, POLL).toBe(true);
    await detail.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await cancel.getByLabel("Motif d'annulation").fill('Le patient a un empêchement');
    await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await shown(toasts(page).getByText('Rendez-vous annulé'));
    await absent(appointmentEvent(page, PATIENT_NAME));
    expect(await appointmentOf(call, appointment.id)).toMatchObject({
      canceled: true,
      cancelMotive: 'Le patient a un empêchement',
      paid: true,
    });
  });

  it('lets a doctor set a weekly availability then an exceptional unavailability, and the room offers them accordingly', async () => {
    const admin = await apiAs(suite.platform.url, superAdmin.email);
    const doctorId = await profileId(admin, doctor.email);
    const room = await admin<Room>(
      'GET',
      `material-resources/get-room-by-manager/${await profileId(admin, roomManager.email)}`,
    );
    const details = await admin<RoomDetails>('GET', `material-resources/get-room-details/${room.id}`);
    const where = { roomId: room.id, sectorId: details.room.sectors[0]!.id };
    await clearDoctorAvailability(admin, doctorId);
    // A weekday, two days ahead at least, when the room can take a patient in the morning.
    const soonest = parisTime(new Date(Date.now() + 2 * 86_400_000)).date;
    const day = (await bookableSteps(admin, where.roomId, where.sectorId))
      .map((step) => parisTime(step.start))
      .find(
        (at) => at.date >= soonest && weekdayOf(at.date) <= 5 && at.time >= '10:00' && at.time < '11:00',
      )!.date;
    expect(await doctorStartsOn(admin, where, doctorId, day)).toEqual([]);

    const page = await suite.people.open();
    await signIn(page, doctor.email);
    await page.getByRole('link', { name: 'Mes disponibilités' }).first().click();
    await pathOf(page).toBe(`/app/doctors/${doctorId}/availability`);

    // Weekly: that weekday, 09:00 to 12:00, on the general calendar (the page opens on the exceptional one).
    const shownCalendar = page.getByRole('group', { name: 'Calendrier affiché' });
    await shownCalendar.getByRole('button', { name: 'Général' }).click();
    await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
    const weekly = page.getByRole('dialog', { name: 'Nouveau créneau habituel' });
    await weekly.getByLabel('Jour de la semaine').selectOption({ label: WEEKDAYS[weekdayOf(day)]! });
    await weekly.getByLabel('De', { exact: true }).fill('09:00');
    await weekly.getByLabel('À', { exact: true }).fill('12:00');
    await weekly.getByRole('button', { name: 'Enregistrer' }).click();
    await shown(toasts(page).getByText('Créneau ajouté'));
    await shown(
      page
        .getByRole('region', { name: 'Créneaux affichés' })
        .getByText(`${WEEKDAYS[weekdayOf(day)]}, de 09:00 à 12:00`),
    );
    const morning = await doctorStartsOn(admin, where, doctorId, day);
    expect(morning.every((time) => time >= '09:00' && time < '12:00')).toBe(true);
    expect(morning).not.toEqual([]);

    // Exceptional: unavailable that day for 40 minutes from the first start the room offered with the doctor.
    const from = morning[0]!;
    const to = clockPlus(from, 40);
    await shownCalendar.getByRole('button', { name: 'Exceptionnel' }).click();
    await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
    const exceptional = page.getByRole('dialog', { name: 'Nouveau créneau' });
    await exceptional.getByLabel('Date').fill(day);
    await exceptional.getByLabel('De', { exact: true }).fill(from);
    await exceptional.getByLabel('À', { exact: true }).fill(to);
    await exceptional.getByRole('radio', { name: 'Indisponibilité' }).check();
    await exceptional.getByLabel('Commentaire').fill('Réunion de service');
    await exceptional.getByRole('button', { name: 'Enregistrer' }).click();
    // The weekly slot's toast may still show: the panel closing says this one is saved.
    await absent(exceptional);
    const rest = await doctorStartsOn(admin, where, doctorId, day);
    expect(rest.filter((time) => time >= from && time < to)).toEqual([]);
    expect(rest.every((time) => morning.includes(time))).toBe(true);
  });

  it('lets an administrator put three doctors side by side in the multi-doctor view, over four shown days even across a weekend none of them works, and keeps them after a reload', async () => {
    expect(MULTIVIEW_DOCTORS).toHaveLength(3);
    const page = await suite.people.open();
    await signIn(page, admin.email);
    await page.goto('/app/doctors/list/multiview-doctors');
    const picker = page.getByRole('group', { name: 'Médecins affichés (3 au plus)' });
    for (const name of MULTIVIEW_DOCTORS) await picker.getByRole('checkbox', { name }).check();
    await textOf(picker).toContain('3 médecins choisis');
    await expect
      .poll(() => picker.getByRole('checkbox', { disabled: true }).count(), POLL)
      .toBeGreaterThan(0);

    const columnsShown = async () => {
      await absent(page.getByText('Veuillez choisir au moins un médecin.'));
      const days = await page.locator('th.fc-col-header-cell.fc-day[data-date]').count();
      const doctors = await page.locator('th.fc-col-header-cell.fc-resource').allInnerTexts();
      return { days, doctors: doctors.sort() };
    };
    const fourDaysOfThree = { days: 4, doctors: Array<string[]>(4).fill(MULTIVIEW_DOCTORS).flat().sort() };
    await expect.poll(columnsShown, POLL).toEqual(fourDaysOfThree);

    // Next week's Thursday, chosen in the mini month (whatever today is): Thursday, Friday, then Monday, Tuesday.
    const today = parisTime(new Date()).date;
    const thursday = dayPlus(today, 7 + 4 - weekdayOf(today));
    const miniMonth = page.getByRole('region', { name: 'Choisir un jour' });
    if (thursday.slice(0, 7) !== today.slice(0, 7))
      await miniMonth.getByRole('button', { name: 'Mois suivant' }).click();
    await miniMonth.getByRole('button', { name: new RegExp(`^${dayButtonName(thursday)}`) }).click();
    const shownDays = () =>
      page
        .locator('th.fc-col-header-cell.fc-day[data-date]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
    await expect
      .poll(shownDays, POLL)
      .toEqual([thursday, dayPlus(thursday, 1), dayPlus(thursday, 4), dayPlus(thursday, 5)]);

    // The reload shows the same doctors once the page has loaded them (each box polled, not read at once).
    await page.reload();
    for (const name of MULTIVIEW_DOCTORS)
      await expect.poll(() => picker.getByRole('checkbox', { name }).isChecked(), POLL).toBe(true);
    await expect.poll(columnsShown, POLL).toEqual(fourDaysOfThree);
  });

  it("downloads the room calendar's appointments of the coming two weeks as a CSV with a byte order mark, French headers and CRLF records", async () => {
    const page = await suite.people.open();
    await signIn(page, roomManager.email);
    await page.getByRole('link', { name: 'Mon calendrier' }).first().click();
    await pathOf(page).toMatch(ROOM_CALENDAR_PATH);
    const title = page.getByRole('heading', { level: 1 });
    await textOf(title).toMatch(/^Calendrier de la salle ./);
    const roomName = (await title.innerText()).replace('Calendrier de la salle ', '');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter les rendez-vous' });
    // The demo books from its first start on (the schedule never books into the past): the coming days hold them.
    await dialog.getByLabel('Du').fill(parisTime(new Date()).date);
    await dialog.getByLabel('Au').fill(parisTime(new Date(Date.now() + 14 * 86_400_000)).date);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    await shown(toasts(page).getByText('Export téléchargé'));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [headers, ...rows] = text.slice(0, -2).split('\r\n');
    expect(headers).toBe(
      "Date;Heure début;Heure fin;Salle;Cabinet;Médecin;Patient;Payé;Annulé;Motif d'annulation;Patient absent;C15;Sans médecin traitant;Médecin traitant indisponible;Commentaire",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(roomName))).toBe(true);
  });
});
