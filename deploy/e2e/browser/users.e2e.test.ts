import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { browserSuite } from './browser-suite.ts';
import { mailedLink } from './mail-outbox.ts';
import { pathOf, shown, textOf } from './seen.ts';

const admin = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'ADMIN')!;

const suite = browserSuite();

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Identifiant (email)').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('users in a browser, against the standalone platform', () => {
  it('an admin creates a doctor through the form, finds them in the list, exports the filtered list as CSV, and the doctor activates the account and signs in', async () => {
    const newcomer = { firstName: 'Inès', lastName: 'Chevalier', email: 'ines.chevalier@exemple.fr' };
    const page = await suite.people.open();
    await page.goto('/');
    await signIn(page, admin.email);
    await pathOf(page).toBe('/app/home');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Utilisateurs' })
      .click();
    await pathOf(page).toBe('/app/users/list');

    await page.getByRole('link', { name: 'Ajouter un utilisateur' }).click();
    await pathOf(page).toBe('/app/users/new');
    await page.getByLabel('Nom', { exact: true }).fill(newcomer.lastName);
    await page.getByLabel('Prénom').fill(newcomer.firstName);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Téléphone').fill('06 45 12 78 90');
    await page.getByLabel('Femme').check();
    await page.getByRole('checkbox', { name: 'Médecin' }).check();
    await page.getByLabel('Rôle préféré').selectOption({ label: 'Médecin' });
    await page.getByRole('button', { name: 'Créer' }).click();
    await shown(toasts(page).getByText('Compte créé'));
    await pathOf(page).toBe('/app/users/list');

    // Searched by part of the last name, filtered on the doctor role and the inactive status.
    await page.getByLabel('Rechercher (nom, prénom)').fill('cheva');
    await page.getByLabel('Filtrer par rôle').selectOption({ label: 'Médecin' });
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Inactif' });
    await textOf(page.getByRole('table')).toContain(`${newcomer.firstName} ${newcomer.lastName}`);
    await textOf(rowOf(page, newcomer.lastName)).toContain('Inactif');
    expect(new URL(page.url()).search).toBe('?q=cheva&role=DOCTOR&status=inactive');

    // The export holds the filtered list: UTF-8 with a byte order mark, ';' between cells, French headers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^utilisateurs-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Nom;Prénom;Email;Téléphone;Date de création;Rôles;Statut');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^Chevalier;Inès;ines\.chevalier@exemple\.fr;06 45 12 78 90;\d{2}-\d{2}-\d{4} \d{2}:\d{2};Médecin;Inactif$/,
      ),
    ]);
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Actif' });
    await shown(page.getByText('Aucun résultat'));

    const link = await mailedLink(suite.platform.dataDir, newcomer.email, 'activation');
    const doctorPage = await suite.people.open();
    await doctorPage.goto(link);
    await doctorPage.getByLabel('Nouveau mot de passe', { exact: true }).fill('Bonjour-2026');
    await doctorPage.getByLabel('Confirmation du mot de passe').fill('Bonjour-2026');
    await doctorPage.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
    await doctorPage.getByRole('button', { name: 'Activer mon compte' }).click();
    await shown(doctorPage.getByRole('heading', { name: 'Connexion' }));
    await signIn(doctorPage, newcomer.email, 'Bonjour-2026');
    await pathOf(doctorPage).toBe('/app/home');
    await shown(
      doctorPage.getByRole('heading', { name: `Bonjour ${newcomer.firstName} ${newcomer.lastName}` }),
    );
    await textOf(doctorPage.getByRole('main')).toContain('Rôle actuel : Médecin');

    // Back in the admin's list, the doctor is now active; the side panel shows the phone in national format.
    await page.reload();
    await textOf(rowOf(page, newcomer.lastName)).toContain('Actif');
    await page.getByRole('button', { name: `Voir ${newcomer.firstName} ${newcomer.lastName}` }).click();
    const panel = page.getByRole('dialog', { name: `${newcomer.firstName} ${newcomer.lastName}` });
    await textOf(panel).toContain('ACTIF');
    await textOf(panel).toContain('06 45 12 78 90');
  });
});
