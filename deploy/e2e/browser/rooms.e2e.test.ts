import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-data.ts';
import { apiAs, newStaff, type NewStaff } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { pathOf, shown, textOf } from './seen.ts';
import { POLL } from '../waits.ts';
import { startStubGeocoder, type StubGeocoder } from './stub-geocoder.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const superAdmin = demo(['SUPER_ADMIN']);
const sectorManager = demo(['SECTOR_MANAGER']);

const ADDRESS = '8 rue Émile Zola, 10000 Troyes';
const ROOM = 'Salle Émile Zola';

let geocoder: StubGeocoder;
let roomManager: NewStaff;

/**
 * What the room needs beside the demo data (where the demo sector manager runs Aube): a room manager with no room
 * yet, and a room type.
 */
async function practiceForTheSectorManager() {
  const call = await apiAs(suite.platform.url, superAdmin.email);
  roomManager = await newStaff(call, 'ROOM_MANAGER', 'Hélène', 'Garnier');
  await call('POST', 'material-resources/room-types', {
    name: 'CABINE',
    translations: { fr: 'Cabine de téléconsultation', en: 'Teleconsultation booth' },
  });
}

beforeAll(async () => {
  geocoder = await startStubGeocoder({ [ADDRESS]: { latitude: 48.2967, longitude: 4.0742 } });
});
afterAll(async () => {
  await geocoder?.close();
});
const suite = browserSuite({
  publicConfig: () => ({ geocoderUrl: geocoder.url }),
  prepare: () => practiceForTheSectorManager(),
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('rooms in a browser, against the standalone platform', () => {
  it('lets a sector manager create a located room, find it on the map and in the list, disable it by typing DESACTIVER and enable it again', async () => {
    const page = await suite.people.open();
    await signIn(page, sectorManager.email);

    await page.goto('/app/rooms/list');
    await page.getByRole('link', { name: 'Ajouter une salle' }).click();
    await pathOf(page).toBe('/app/rooms/new');
    await page.getByLabel('Nom', { exact: true }).fill(ROOM);
    await page.getByLabel('Type de salle').selectOption({ label: 'Cabine de téléconsultation' });
    await page.getByLabel('Téléphone').fill('03 25 12 34 56');
    await page.getByLabel('Gérant de la salle').selectOption({ label: roomManager.label });
    await page.getByLabel('Adresse', { exact: true }).fill(ADDRESS);
    await page.getByLabel('Adresse', { exact: true }).blur();
    await expect.poll(() => page.getByLabel('Latitude').inputValue(), POLL).toBe('48.2967');
    expect(geocoder.queries).toEqual([ADDRESS]);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await shown(toasts(page).getByText('Salle créée'));
    await pathOf(page).toBe('/app/rooms/list');
    const row = page.getByRole('row').filter({ hasText: ROOM });
    await textOf(row).toContain('03 25 12 34 56');
    await textOf(row).toContain('Aube');
    await textOf(row).toContain('Active');

    await page.getByRole('link', { name: 'Voir la carte' }).click();
    await pathOf(page).toBe('/app/rooms/map');
    const focus = page.getByRole('button', { name: `Centrer la carte sur : ${ROOM}` });
    await shown(focus);
    await focus.click();
    await expect.poll(() => focus.getAttribute('aria-pressed'), POLL).toBe('true');
    await shown(page.getByRole('region', { name: 'Carte' }).locator('canvas').first());

    await page.getByRole('link', { name: `Voir ${ROOM}` }).click();
    await shown(page.getByRole('heading', { name: ROOM, level: 1 }));
    await page.getByRole('button', { name: 'Désactiver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver la salle' });
    const confirm = dialog.getByRole('button', { name: 'Désactiver' });
    await dialog.getByLabel('Mot de confirmation').fill('desactiver');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Mot de confirmation').fill('DESACTIVER');
    await confirm.click();
    await shown(toasts(page).getByText('Salle désactivée'));
    await textOf(page.getByRole('main')).toContain('Inactive');

    await page.getByRole('button', { name: 'Activer' }).click();
    await shown(toasts(page).getByText('Salle activée'));
    await textOf(page.getByRole('main')).toContain('Active');
    await shown(page.getByRole('button', { name: 'Désactiver' }));
  });
});
