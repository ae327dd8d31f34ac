import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-data.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { pathOf, shown, valueOf } from './seen.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const roomUser = demo(['ROOM_USER']);
const doctor = demo(['DOCTOR']);

const suite = browserSuite();

/**
 * Fills the patient form of '/app/patients/new'. The form is looked up by its name: right after the list's
 * "Nouveau patient" link the URL is already the new one while the list (with its own "Nom" and "Prénom"
 * filters) stays on screen until the new page has rendered.
 */
async function fillNewPatient(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Patient' });
  await form.getByLabel('Nom', { exact: true }).fill('Lambert');
  await form.getByLabel('Prénom', { exact: true }).fill('Inès');
  await form.getByLabel('Sexe').selectOption('F');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Téléphone').fill('06 11 22 33 44');
  await form.getByRole('checkbox', { name: 'Accepte les notifications par SMS' }).check();
  await form.getByRole('button', { name: 'Suivant' }).click();
}

describe('people screens in a browser, against the standalone platform', () => {
  it('lets a room user create a patient, then offers the existing patient for a second one with the same email', async () => {
    const page = await suite.people.open();
    await signIn(page, roomUser.email);
    const email = `ines.lambert.${Date.now()}@example.fr`;

    await page.goto('/app/patients/list');
    await page.getByRole('link', { name: 'Nouveau patient' }).click();
    await pathOf(page).toBe('/app/patients/new');
    await fillNewPatient(page, email);
    await pathOf(page).toMatch(/^\/app\/patients\/[0-9a-f-]+\/view$/);
    const firstPath = new URL(page.url()).pathname;
    await shown(page.getByRole('heading', { level: 1, name: 'Inès Lambert' }));
    await valueOf(page.getByLabel('Téléphone')).toBe('06 11 22 33 44');
    await shown(page.getByRole('checkbox', { name: 'Accepte les notifications par SMS', checked: true }));

    await page.goto('/app/patients/new');
    await fillNewPatient(page, email);
    const dialog = page.getByRole('dialog', { name: 'Ce patient existe déjà' });
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Ouvrir le patient existant' }).click();
    await pathOf(page).toBe(firstPath);
    await shown(page.getByRole('heading', { level: 1, name: 'Inès Lambert' }));
  });

  it('keeps a consultation duration of 20 minutes a doctor saves, across a reload', async () => {
    const page = await suite.people.open();
    await signIn(page, doctor.email);

    await page.goto('/app/settings/doctor');
    const duration = page.getByLabel('Durée de consultation (minutes)');
    await valueOf(duration).toMatch(/^\d+$/);
    await duration.fill('20');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await shown(page.getByRole('region', { name: 'Notifications' }).getByText('Données mises à jour'));

    await page.reload();
    await valueOf(page.getByLabel('Durée de consultation (minutes)')).toBe('20');
  });
});
