import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, DEMO_PATIENTS } from '../../seed/demo-data.ts';
import { POLL } from '../waits.ts';
import { apiAs, type ApiCall } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { bookableSteps, profileId } from './schedule-api.ts';
import { ZONE } from './schedule-calendar.ts';
import { shown } from './seen.ts';

const demo = (role: Role) => DEMO_ACCOUNTS.find((account) => account.roles.join() === role)!;
/** A demo patient with an email (found by it). */
const PATIENT = DEMO_PATIENTS.find((patient) => patient.email)!;

/** The cards each role's home shows first (their titles), with the demo data. */
const HOME_CARDS: [Role, string[]][] = [
  ['SUPER_ADMIN', ["Vue d'ensemble", 'Évolution des rendez-vous', 'Saturation moyenne par heure']],
  ['ADMIN', ["Vue d'ensemble", 'Rendez-vous des 7 derniers jours', 'Satisfaction des patients']],
  ['SECTOR_MANAGER', ['Rendez-vous', 'Motifs de prise de rendez-vous', 'Évolution des rendez-vous']],
  ['ROOM_MANAGER', ['Statistiques de ma salle', 'Évolution des rendez-vous', 'Cumul de la semaine']],
  ['ROOM_USER', ['Statistiques de ma salle']],
  ['DOCTOR', ['Rendez-vous', 'Évolution des rendez-vous', 'Satisfaction des patients']],
];

const suite = browserSuite();

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figure a counters card shows beside `label` (digits only: thousands are spaced). */
async function figure(counters: Locator, label: string): Promise<number | undefined> {
  const text = await counters.innerText();
  const match = new RegExp(`${label}\\s*([\\d\\s\\u202f]+)`).exec(text);
  return match ? Number(match[1]!.replace(/\D/g, '')) : undefined;
}

/** The sum of a chart's `Total` column, read from its table view. */
async function tableTotal(chart: Locator): Promise<number> {
  await chart.getByRole('button', { name: 'Tableau' }).click();
  const table = chart.getByRole('table');
  await shown(table);
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.indexOf('Total');
  expect(column, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr > :nth-child(${column + 1})`).allInnerTexts();
  return cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '') || 0), 0);
}

/** A start tomorrow or later where the doctor is free in a room of one of their sectors. */
async function bookableFor(admin: ApiCall, doctorId: string) {
  const sectors = await admin<Sector[]>('GET', 'material-resources/get-sector-list');
  for (const sector of sectors.filter((each) => each.doctorIds.includes(doctorId)))
    for (const roomId of sector.roomIds) {
      const step = (await bookableSteps(admin, roomId, sector.id)).find((each) =>
        each.doctorIds?.includes(doctorId),
      );
      if (step) return { room: roomId, sector: sector.id, startTime: step.start };
    }
  throw new Error('no room where the demo doctor may be booked');
}

describe("every role's dashboard with the demo data", () => {
  it("shows each role's charts on the home page, with appointments counted for the admin and the doctor", async () => {
    for (const [role, titles] of HOME_CARDS) {
      const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
      await signIn(page, demo(role).email);
      for (const title of titles) await shown(card(page, title).getByRole('heading', { name: title }));
      if (role === 'ADMIN' || role === 'DOCTOR') {
        const evolution = card(page, 'Évolution des rendez-vous');
        await shown(evolution.getByRole('button', { name: 'Tableau' }));
        expect(await tableTotal(evolution), `${role}: appointments of the last six months`).toBeGreaterThan(
          0,
        );
      }
      await page.context().close();
    }
  });

  it("moves the doctor's counters at once when an appointment is booked through the API", async () => {
    const doctor = demo('DOCTOR');
    const admin = await apiAs(suite.platform.url, demo('SUPER_ADMIN').email);
    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, doctor.email);
    const counters = card(page, 'Rendez-vous');
    await expect.poll(() => figure(counters, 'À venir'), POLL).toBeGreaterThanOrEqual(0);
    const before = (await figure(counters, 'À venir'))!;
    const doctorId = await profileId(admin, doctor.email);
    const where = await bookableFor(admin, doctorId);
    const patient = await profileId(admin, PATIENT.email!);
    await admin('POST', 'schedule/appointments', { ...where, doctor: doctorId, patient, zone: ZONE });

    await expect.poll(() => figure(counters, 'À venir'), POLL).toBe(before + 1);
  });
});
