import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-data.ts';
import type { Role } from '@teleplan/proto/roles';
import { apiAs, newStaff, type NewStaff } from './api-as.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { shown } from './seen.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const superAdmin = demo(['SUPER_ADMIN']);
const admin = demo(['ADMIN']);

/** The demo sector managers all run a demo practice: the new practice gets a manager of its own. */
let sectorManager: NewStaff;

const suite = browserSuite({
  prepare: async (platform) => {
    sectorManager = await newStaff(
      await apiAs(platform.url, superAdmin.email),
      'SECTOR_MANAGER',
      'Agathe',
      'Roux',
    );
  },
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('practices in a browser, against the standalone platform', () => {
  it('lets a super admin issue a licence key that an admin then creates a practice with', async () => {
    const distributor = await suite.people.open();
    await signIn(distributor, superAdmin.email);
    await distributor.goto('/app/settings/licenses');
    await distributor.getByLabel('Nombre de salles').fill('4');
    await distributor.getByRole('button', { name: 'Émettre la clé' }).click();
    await shown(toasts(distributor).getByText('Clé de licence émise'));
    const key = (await distributor.getByTestId('issued-license').innerText()).trim();
    expect(key).toMatch(/^TPL1\./);

    const page = await suite.people.open();
    await signIn(page, admin.email);
    await page.goto('/app/sectors/list');
    await page.getByRole('button', { name: 'Ajouter un cabinet' }).click();
    const panel = page.getByRole('dialog', { name: 'Nouveau cabinet digital' });
    await panel.getByLabel('Nom').fill('Cabinet de la Seine');
    await panel.getByLabel('Clé de licence').fill(key);
    await panel.getByLabel('Gérant de cabinet digital').selectOption({ label: sectorManager.label });
    await panel.getByRole('button', { name: 'Créer le cabinet' }).click();
    await shown(toasts(page).getByText('Cabinet digital créé'));
    const row = page.getByRole('row', { name: /Cabinet de la Seine/ });
    await shown(row);
    await shown(row.getByText('0 / 4'));

    // The key is now the practice's on the distributor's list.
    await distributor.reload();
    await shown(distributor.getByRole('link', { name: 'Cabinet de la Seine' }));
  });

  it('lets an admin create a room type in French and English and read it in English', async () => {
    const page = await suite.people.open();
    await signIn(page, admin.email);
    await page.goto('/app/settings/room-type');
    await page.getByLabel('Code de traduction').fill('teleconsultation');
    await page.getByLabel('Libellé français').fill('Cabine de téléconsultation');
    await page.getByLabel('Libellé anglais').fill('Teleconsultation booth');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await shown(toasts(page).getByText('Type de salle créé'));
    const list = page.getByRole('list', { name: 'Types de salle' });
    await shown(list.getByText('Cabine de téléconsultation'));
    await shown(list.getByText('TELECONSULTATION'));

    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
    await shown(page.getByRole('list', { name: 'Room types' }).getByText('Teleconsultation booth'));
  });
});
