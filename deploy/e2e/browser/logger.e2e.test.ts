import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import type { AuditEntry } from '@teleplan/proto/logger';
import type { RoomDetails } from '@teleplan/proto/material-resources';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-data.ts';
import { apiAs } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { freeDayInRoom } from './schedule-api.ts';
import { appointmentEvent, parisTime, ROOM_CALENDAR_PATH, showWeekOf, ZONE } from './schedule-calendar.ts';
import { pathOf, shown, textOf, valueOf } from './seen.ts';
import { POLL } from '../waits.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const roomUser = demo(['ROOM_USER']);
const admin = demo(['ADMIN']);
const superAdmin = demo(['SUPER_ADMIN']);
const roomUserName = `${roomUser.firstName} ${roomUser.lastName}`;

const MOTIVE = 'Le patient a un empêchement';
const PROJECT_ID = 3;
const TOKEN = 'jeton-mantis-de-test';
/** An issue the peer answers with a 500: the logger logs the tracker's failure at warn. */
const BROKEN_ISSUE = 999;

/** A MantisBT-shaped tracker on 127.0.0.1: one project, one issue with notes and attachments. */
const ISSUE = {
  id: 7,
  summary: 'Le calendrier ne se recharge pas',
  created_at: '2026-11-02T09:15:00+01:00',
  status: { name: 'assigned', label: 'affectée' },
  severity: { name: 'major', label: 'majeure' },
  description: 'Après un déplacement, la semaine reste sur l’ancienne heure.',
  category: { name: 'Planning' },
  resolution: { name: 'open', label: 'ouverte' },
  priority: { name: 'high', label: 'élevée' },
  reproducibility: { name: 'always', label: 'toujours' },
  attachments: [{ id: 1, filename: 'capture.png', size: 2500 }],
  notes: [
    {
      id: 11,
      reporter: { name: 'jdupont', real_name: 'Jeanne Dupont' },
      text: 'Reproduit sur la salle de Troyes.',
      created_at: '2026-11-03T10:00:00+01:00',
      attachments: [{ id: 2, filename: 'trace.har', size: 3_400_000 }],
    },
  ],
};

interface TrackerPeer {
  url: string;
  /** The Authorization header of every request it got. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function startTrackerPeer(): Promise<TrackerPeer> {
  const authorizations: (string | undefined)[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    authorizations.push(request.headers.authorization);
    if (request.headers.authorization !== TOKEN)
      return answer(response, 401, { message: 'API token not found' });
    const url = new URL(request.url ?? '/', 'http://peer');
    if (url.pathname === '/api/rest/issues' && url.searchParams.get('project_id') === String(PROJECT_ID))
      return answer(response, 200, { issues: [ISSUE] });
    if (url.pathname === `/api/rest/issues/${ISSUE.id}`) return answer(response, 200, { issues: [ISSUE] });
    if (url.pathname === `/api/rest/issues/${BROKEN_ISSUE}`)
      return answer(response, 500, { message: 'boom' });
    answer(response, 404, { message: 'Issue not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const suite = browserSuite();
let tracker: TrackerPeer;
beforeAll(async () => {
  tracker = await startTrackerPeer();
});
afterAll(async () => {
  await tracker?.close();
});

/** The rows of a table named by its caption. */
const rowsOf = (page: Page, caption: string): Locator =>
  page.getByRole('table', { name: caption }).locator('tbody tr');

/** Every cell text of a column (1-based) of the rows shown. */
const columnTexts = (rows: Locator, column: number) =>
  rows.locator(`td:nth-child(${column})`).allInnerTexts();

/** Ticks a filter's box: the filters live in the address, so the box is checked once the page is drawn again. */
async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect.poll(() => box.isChecked(), POLL).toBe(true);
}

// The tests run in this order: the bug viewer's test configures the tracker the logger's test makes fail.
describe('the logger, the audit trail and the bug viewer in a browser', () => {
  let appointmentId = '';
  let roomUserAccountId = '';

  it('shows a room user the history of an appointment they booked, moved and canceled, with their name on each line', async () => {
    const call = await apiAs(suite.platform.url, roomUser.email);
    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, roomUser.email);
    await page.getByRole('link', { name: 'Ma salle' }).first().click();
    await pathOf(page).toMatch(ROOM_CALENDAR_PATH);
    const roomId = new URL(page.url()).pathname.split('/')[3]!;
    const { room } = await call<RoomDetails>('GET', `material-resources/get-room-details/${roomId}`);
    const sectorId = room.sectors[0]!.id;
    const free = await freeDayInRoom(call, roomId, sectorId);

    // Booked and moved with the room user's own token: the events name them as the actor.
    const lastName = `Historique${Date.now()}`;
    const patient = await call<{ id: string }>('POST', 'user-profiles/create/patient', {
      firstName: 'Inès',
      lastName,
      sex: 'F',
      zone: ZONE,
    });
    // Schedule learns of the new patient from accounts' events: the booking is tried until it has.
    const book = () =>
      call<{ appointment: { id: string } }>('POST', 'schedule/appointments', {
        room: roomId,
        sector: sectorId,
        doctor: free.doctorId,
        patient: patient.id,
        startTime: free.starts[0],
        zone: ZONE,
      }).catch((error: Error) => {
        if (error.message.includes('patient_unknown')) return null;
        throw error;
      });
    let booked: { appointment: { id: string } } | null = null;
    await expect.poll(async () => (booked = await book()), POLL).not.toBeNull();
    appointmentId = booked!.appointment.id;
    await call('PATCH', `schedule/appointments/${appointmentId}`, {
      room: roomId,
      doctor: free.doctorId,
      startTime: free.starts[1],
      zone: ZONE,
    });

    const [before, after] = [parisTime(free.starts[0]), parisTime(free.starts[1])];
    await page.reload();
    await showWeekOf(page, after.date);
    await appointmentEvent(page, lastName).click();
    const detail = page.getByRole('complementary', { name: 'Rendez-vous' });
    await shown(detail);
    await detail.getByRole('button', { name: 'Historique' }).click();
    const entries = detail.locator('.audit-history__entry');
    await expect.poll(() => entries.count(), POLL).toBe(2);
    await textOf(entries.nth(0)).toMatch(new RegExp(`Réservé par ${roomUserName}`));
    await textOf(entries.nth(1)).toMatch(new RegExp(`Déplacé par ${roomUserName}`));
    await textOf(entries.nth(1)).toMatch(new RegExp(`Début : .*${before.time}.* → .*${after.time}`));

    // Canceled from the panel with a motive: it leaves the calendar, its panel stays and says so, and the open
    // history catches up with the cancellation.
    await detail.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await cancel.getByLabel("Motif d'annulation").fill(MOTIVE);
    await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await shown(detail.getByText('Annulé', { exact: true }));
    await expect.poll(() => appointmentEvent(page, lastName).count(), POLL).toBe(0);
    await expect.poll(() => entries.count(), POLL).toBe(3);
    await textOf(entries.nth(2)).toMatch(new RegExp(`Annulé \\(${MOTIVE}\\) par ${roomUserName}`));

    // The same history through the API, as the panel reads it.
    const history = async () => call<AuditEntry[]>('GET', `logger/audit/appointments/${appointmentId}`);
    const trail = await history();
    expect(trail.map((entry) => entry.action)).toEqual([
      'appointment.booked',
      'appointment.modified',
      'appointment.canceled',
    ]);
    for (const entry of trail)
      expect(entry.actor).toMatchObject({ firstName: roomUser.firstName, lastName: roomUser.lastName });
    roomUserAccountId = trail[0]!.actor!.accountId;
  });

  it('lets the super admin configure a MantisBT tracker on 127.0.0.1 and read an issue with its notes', async () => {
    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, superAdmin.email);
    await page.goto('/app/bugs');
    await shown(page.getByText("Aucun outil de suivi n'est configuré."));

    await page.getByLabel("Adresse de l'outil de suivi").fill(tracker.url);
    await page.getByLabel('Identifiant du projet').fill(String(PROJECT_ID));
    await page.getByLabel("Jeton d'accès").fill(TOKEN);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const rows = rowsOf(page, 'Anomalies du suivi');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await textOf(rows.first()).toMatch(/7.*Le calendrier ne se recharge pas.*affectée.*majeure/s);
    await page.getByRole('button', { name: `Voir l'anomalie 7 : ${ISSUE.summary}` }).click();
    const panel = page.getByRole('dialog', { name: 'Anomalie n° 7' });
    await shown(panel);
    const read = textOf(panel.locator('.bug-detail'));
    await read.toContain('Planning');
    await read.toContain(ISSUE.description);
    await read.toContain('ouverte');
    await read.toContain('élevée');
    await read.toContain('toujours');
    await read.toMatch(/capture\.png.*2,5 Ko/s);
    await read.toMatch(/Jeanne Dupont, le .*Reproduit sur la salle de Troyes\./s);
    await read.toMatch(/trace\.har.*3,4 Mo/s);
    // The token went to the tracker on every call, as MantisBT expects it (no "Bearer").
    expect(tracker.authorizations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tracker.authorizations)).toEqual(new Set([TOKEN]));
  });

  it('lets an admin filter the log lines by level and service, follow one request, and reach them from the trail', async () => {
    // The tracker failing: the logger logs it at warn, and the 502 at error, under the same request.
    const superCall = await apiAs(suite.platform.url, superAdmin.email);
    await expect(superCall('GET', `bug-hunter/issues/${BROKEN_ISSUE}`)).rejects.toThrow(/: 502 /);

    const page = await suite.people.open({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, admin.email);
    await page.goto('/app/logger');
    const filters = page.getByRole('search', { name: 'Filtres des journaux' });
    await tick(filters.getByRole('checkbox', { name: 'WARNING' }));
    // Shipping is asynchronous: the service appears among the filters once its first lines are stored.
    await expect
      .poll(async () => {
        const box = filters.getByRole('checkbox', { name: 'logger', exact: true });
        if ((await box.count()) === 0) await page.reload();
        return box.count();
      }, POLL)
      .toBe(1);
    await tick(filters.getByRole('checkbox', { name: 'logger', exact: true }));
    const rows = rowsOf(page, 'Lignes du journal');
    const warning = rows.filter({ hasText: 'bug tracker unavailable' });
    await expect
      .poll(async () => {
        if ((await warning.count()) === 0) await page.reload();
        return warning.count();
      }, POLL)
      .toBeGreaterThan(0);
    expect(new Set(await columnTexts(rows, 2))).toEqual(new Set(['WARNING']));
    expect(new Set(await columnTexts(rows, 3))).toEqual(new Set(['logger']));

    // The line's detail, then every line of its request: the warning and the failed request's error.
    await warning
      .first()
      .getByRole('button', { name: /^Voir le détail/ })
      .click();
    const line = page.getByRole('dialog', { name: 'Ligne du journal' });
    const requestId = (await line.locator('.log-detail__request').innerText()).trim().split(/\s/)[0]!;
    expect(requestId).not.toBe('—');
    await line.getByRole('button', { name: 'Voir les lignes de cette requête' }).click();
    await valueOf(filters.getByLabel('Requête')).toBe(requestId);
    await expect
      .poll(async () => new Set(await columnTexts(rows, 2)), POLL)
      .toEqual(new Set(['WARNING', 'SEVERE']));
    await textOf(rows.filter({ hasText: 'SEVERE' }).first()).toContain('request failed');

    // The appointment's trail, newest first, with the room user named; its booking's request leads to the
    // logger filtered on that request, where schedule's kept line of the booking is.
    await page.goto(`/app/logger?tab=audit&subject=APPOINTMENT&actor=${roomUserAccountId}`);
    const audit = rowsOf(page, 'Historique des actions');
    await textOf(audit.nth(0)).toContain(`Annulé (${MOTIVE})`);
    await textOf(audit.nth(1)).toContain('Déplacé');
    await textOf(audit.nth(2)).toContain('Réservé');
    for (const row of [0, 1, 2]) await textOf(audit.nth(row)).toContain(roomUserName);
    const adminCall = await apiAs(suite.platform.url, admin.email);
    const [bookedEntry] = await adminCall<AuditEntry[]>('GET', `logger/audit/appointments/${appointmentId}`);
    expect(bookedEntry!.requestId).toBeTruthy();
    await page
      .getByRole('link', { name: `Voir les lignes du journal de la requête ${bookedEntry!.requestId}` })
      .click();
    await pathOf(page).toBe('/app/logger');
    await valueOf(filters.getByLabel('Requête')).toBe(bookedEntry!.requestId!);
    await expect
      .poll(async () => (await rows.allInnerTexts()).join('\n'), POLL)
      .toMatch(/INFO.*schedule.*appointment booked/s);
  });
});
