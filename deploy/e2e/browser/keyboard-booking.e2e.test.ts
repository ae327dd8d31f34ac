import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import type { BookableStep } from '@teleplan/proto/schedule-timelines';
import type { RoomDetails } from '@teleplan/proto/material-resources';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.ts';
import { apiAs, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { appointmentOf, patientAppointmentsIn, profileId } from './schedule-api.ts';
import { appointmentEvent, parisTime, ROOM_CALENDAR_PATH, ZONE } from './schedule-calendar.ts';
import { absent, pathOf, shown, textOf, valueOf } from './seen.ts';
import { POLL } from '../waits.ts';
import { arrowTo, focused, MAX_PRESSES, tabTo } from './keyboard.ts';

const roomUser = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'ROOM_USER')!;
const superAdmin = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'SUPER_ADMIN')!;
/** A demo patient with no demo appointment of their own to collide with. */
const PATIENT = { firstName: 'Hugo', lastName: 'Mercier' };
const PATIENT_NAME = `${PATIENT.firstName} ${PATIENT.lastName}`;

const suite = browserSuite();

/** Polls whether `target` has the focus (what a screen reader user hears next). */
const focusOf = (target: Locator) =>
  expect.poll(() => focused(target), { ...POLL, message: `focus on ${String(target)}` });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The room's one appointment of the patient at `start`, found through the API once booked. */
async function bookedAt(call: ApiCall, roomId: string, start: string) {
  const horizon = { start, end: new Date(Date.parse(start) + 60_000).toISOString() };
  const found = await patientAppointmentsIn(call, roomId, horizon, PATIENT.lastName);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The values of a select's options, in order. */
const optionValues = (select: Locator) =>
  select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as unknown as { value: string }).value));

/** The day and time of the free slot holding the calendar's tab stop, as its column and its text show them. */
const slotOf = (slot: Locator) =>
  slot.evaluate((element) => ({
    date: element.closest('td')?.getAttribute('data-date') ?? '',
    time: element.textContent,
  }));

/** The room's bookable starts (its timeline's steps) on `date`, from the next hour on. */
async function bookableStartsOn(call: ApiCall, where: { roomId: string; sectorId: string }, date: string) {
  const from = new Date(Date.now() + 3_600_000);
  const window = { from: from.toISOString(), to: new Date(from.getTime() + 15 * 86_400_000).toISOString() };
  const query = new URLSearchParams({
    roomId: where.roomId,
    sectorId: where.sectorId,
    zone: ZONE,
    ...window,
  });
  const { steps } = await call<{ steps: BookableStep[] }>('GET', `schedule/timeline/rooms/bookable?${query}`);
  return steps.map((step) => step.start).filter((start) => parisTime(start).date === date);
}

/**
 * Among the starts offered (the time field's, in order), the first where a doctor stays free in the room's
 * bookable timeline for their whole consultation and one more step: the doctor and the start.
 */
async function startWithDoctor(
  call: ApiCall,
  where: { roomId: string; sectorId: string; patientId: string },
  starts: string[],
) {
  if (starts.length === 0) return null;
  const { roomId, sectorId, patientId } = where;
  const window = { from: starts[0]!, to: new Date(Date.parse(starts.at(-1)!) + 3_600_000).toISOString() };
  const query = new URLSearchParams({ roomId, sectorId, zone: ZONE, ...window, withDoctors: 'true' });
  const { steps } = await call<{ steps: BookableStep[] }>('GET', `schedule/timeline/rooms/bookable?${query}`);
  const freeAt = new Map(steps.map((step) => [Date.parse(step.start), step.doctorIds ?? []]));
  for (const start of starts) {
    const asked = new URLSearchParams({ roomId, sectorId, patientId, startTime: start, zone: ZONE });
    const doctors = await call<AvailableDoctor[]>(
      'GET',
      `schedule/arrangements/find/available-doctors?${asked}`,
    );
    const doctor = doctors.find((available) =>
      Array.from({ length: available.consultationDuration / 10 + 2 }, (_, step) =>
        freeAt.get(Date.parse(start) + step * 600_000),
      ).every((free) => free?.includes(available.id)),
    );
    if (doctor) return { doctor, start };
  }
  return null;
}

describe('booking with the keyboard alone', () => {
  it('lets a room user book at a free slot of the calendar, move, mark paid and cancel an appointment with Tab, arrows, Space, Enter and typing', async () => {
    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, roomUser.email);

    await tabTo(page, page.getByRole('link', { name: 'Ma salle' }).first());
    await page.keyboard.press('Enter');
    await pathOf(page).toMatch(ROOM_CALENDAR_PATH);
    const roomId = new URL(page.url()).pathname.split('/')[3]!;
    const call = await apiAs(suite.platform.url, roomUser.email);
    const { room } = await call<RoomDetails>('GET', `material-resources/get-room-details/${roomId}`);
    const admin = await apiAs(suite.platform.url, superAdmin.email);
    // The patient's own appointments (seeded ones too) leave out the starts they would overlap.
    const patientId = await profileId(admin, 'hugo.mercier@demo.teleplan.fr');
    const place = { roomId, sectorId: room.sectors[0]!.id, patientId };

    // Booking: the week's free slots are one tab stop (the next week's when this one has none left).
    const freeSlot = page.getByRole('button', { name: /^Créneau libre, / });
    // A week's free slots come with its data: waited for a while before taking the week for one without any.
    const freeSlotShown = () =>
      freeSlot
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    for (let weeks = 0; weeks < 3 && !(await freeSlotShown()); weeks++) {
      await tabTo(page, page.locator('.fc-next-button'));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, freeSlot);
    // The down arrow goes through a day's free slots, the right arrow to the next day with some: the first day
    // where a doctor stays free at one of them (some days no doctor of the room's sectors works) is chosen.
    let chosen: Awaited<ReturnType<typeof startWithDoctor>> = null;
    const tried: string[] = [];
    for (let days = 0; days < 14 && !chosen; days++) {
      await page.keyboard.press('Home');
      const day = (await slotOf(freeSlot)).date;
      const offered = new Set<string>();
      for (let presses = 0; presses < MAX_PRESSES; presses++) {
        const { time } = await slotOf(freeSlot);
        if (offered.has(time)) break;
        offered.add(time);
        await page.keyboard.press('ArrowDown');
      }
      const bookable = await bookableStartsOn(call, place, day);
      const starts = bookable.filter((instant) => offered.has(parisTime(instant).time));
      tried.push(`${day}: ${offered.size} free, ${bookable.length} bookable, ${starts.length} both`);
      // The day must also offer the move below a start an hour away with a doctor free then: late in the day
      // (the run's own day), the first start found may be its last one.
      const first = await startWithDoctor(call, place, starts);
      const apart = starts.filter(
        (start) => first && Math.abs(Date.parse(start) - Date.parse(first.start)) >= 3_600_000,
      );
      chosen = first && (await startWithDoctor(call, place, apart)) ? first : null;
      if (chosen) break;
      await page.keyboard.press('ArrowRight');
      if ((await slotOf(freeSlot)).date !== day) continue;
      // The week's last day with free slots: the next week's.
      await tabTo(page, page.locator('.fc-next-button'));
      await page.keyboard.press('Enter');
      await absent(page.locator('.calendar-workspace__calendar[aria-busy]'));
      await tabTo(page, freeSlot);
    }
    if (!chosen)
      throw new Error(
        `no day offered a start with a doctor free for a whole consultation: ${tried.join('; ')}`,
      );
    const { doctor, start } = chosen;
    await page.keyboard.press('Home');
    for (let presses = 0; presses < MAX_PRESSES; presses++) {
      if ((await slotOf(freeSlot)).time === parisTime(start).time) break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await slotOf(freeSlot)).toEqual(parisTime(start));
    expect(await focused(freeSlot)).toBe(true);
    expect(await freeSlot.getAttribute('aria-label')).toMatch(new RegExp(`, ${parisTime(start).time}$`));
    // Enter opens the wizard at that slot.
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await valueOf(wizard.getByRole('combobox', { name: 'Heure de début' })).toBe(start);
    await textOf(wizard.getByTestId('chosen-slot')).toContain(`à ${parisTime(start).time}`);
    // A radio group is one tab stop: the arrows go to the doctor and tick them.
    await tabTo(page, wizard.getByRole('group', { name: 'Médecin' }).getByRole('radio').first());
    await arrowTo(page, wizard.getByRole('radio', { name: `Dr ${doctor.lastName} ${doctor.firstName}` }));
    await page.keyboard.press('Space');
    await tabTo(page, wizard.getByRole('radio', { name: 'Pas de médecin traitant' }));
    await page.keyboard.press('Space');
    await tabTo(page, wizard.getByLabel('Trouver un patient (nom complet ou email)'));
    await page.keyboard.type(PATIENT_NAME);
    await tabTo(page, wizard.getByRole('list', { name: 'Patients trouvés' }).getByRole('button').first());
    await page.keyboard.press('Enter');
    await focusOf(wizard.getByText(`Patient choisi : ${PATIENT.lastName} ${PATIENT.firstName}`)).toBe(true);
    await tabTo(page, wizard.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
    // The focus leaves the button that becomes "Confirmer": a second Enter does not book unseen.
    await focusOf(wizard.getByRole('heading', { name: 'Récapitulatif' })).toBe(true);
    await textOf(wizard).toContain(room.name);
    await tabTo(page, wizard.getByLabel('Commentaire'));
    await page.keyboard.type('Vient en fauteuil');
    await tabTo(page, wizard.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await page.keyboard.press('Enter');
    await textOf(toasts(page)).toContain('Rendez-vous enregistré');
    const appointment = await bookedAt(call, roomId, start);
    expect(appointment).toMatchObject({
      noTreatingDoctor: true,
      comment: 'Vient en fauteuil',
      canceled: false,
    });

    // Reaching it: the calendar's next-week button until its day is shown, then the event itself.
    const event = appointmentEvent(page, PATIENT_NAME);
    for (let weeks = 0; weeks < 5 && !(await event.isVisible()); weeks++) {
      await tabTo(page, page.locator('.fc-next-button'));
      await page.keyboard.press('Enter');
      await absent(page.locator('.calendar-workspace__calendar[aria-busy]'));
    }
    await tabTo(page, event);
    await page.keyboard.press('Enter');
    const detail = page.getByRole('complementary', { name: 'Rendez-vous' });
    await shown(detail);

    // Moving: Déplacer, then another free start of that day and a doctor.
    await tabTo(page, detail.getByRole('button', { name: 'Déplacer' }));
    await page.keyboard.press('Enter');
    const update = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    const newTime = update.getByRole('combobox', { name: 'Heure de début' });
    await expect.poll(async () => (await optionValues(newTime)).length, POLL).toBeGreaterThan(1);
    const newStarts = (await optionValues(newTime)).filter(Boolean);
    const target = await startWithDoctor(call, place, newStarts);
    if (!target) throw new Error('no other start of the day with a doctor free for a whole consultation');
    await tabTo(page, newTime);
    for (let step = 0; step <= newStarts.indexOf(target.start); step++)
      await page.keyboard.press('ArrowDown');
    await valueOf(newTime).toBe(target.start);
    const moved = target.start;
    const newDoctor = update.getByRole('combobox', { name: 'Médecin' });
    await tabTo(page, newDoctor);
    // A select chooses by typing the start of an option, as a keyboard user does.
    await page.keyboard.type(`${target.doctor.firstName} ${target.doctor.lastName}`);
    await valueOf(newDoctor).toBe(target.doctor.id);
    await tabTo(page, update.getByRole('button', { name: 'Enregistrer' }));
    await page.keyboard.press('Enter');
    await shown(toasts(page).getByText('Rendez-vous modifié'));
    await expect.poll(async () => (await appointmentOf(call, appointment.id)).startTime, POLL).toBe(moved);

    // Paid: the box keeps the focus while it saves.
    const paid = detail.getByRole('checkbox', { name: 'Payé' });
    await tabTo(page, paid, true);
    await page.keyboard.press('Space');
    await shown(toasts(page).getByText('Rendez-vous marqué payé'));
    await expect.poll(() => paid.isChecked(), POLL).toBe(true);
    await focusOf(paid).toBe(true);

    // Canceled with a motive typed: the event leaves; the panel stays, says so, and has the focus on its title.
    await tabTo(page, detail.getByRole('button', { name: 'Annuler le rendez-vous' }));
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await tabTo(page, cancel.getByLabel("Motif d'annulation"));
    await page.keyboard.type('Le patient a un empêchement');
    await tabTo(page, cancel.getByRole('button', { name: "Confirmer l'annulation" }));
    await page.keyboard.press('Enter');
    await shown(toasts(page).getByText('Rendez-vous annulé'));
    await absent(event);
    await shown(detail.getByText('Annulé', { exact: true }));
    await focusOf(detail.getByRole('heading', { name: 'Rendez-vous' })).toBe(true);
    expect(await appointmentOf(call, appointment.id)).toMatchObject({
      canceled: true,
      cancelMotive: 'Le patient a un empêchement',
      paid: true,
    });
  });
});
