import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../seed/demo-data.ts';
import { WEB_CLIENT_ID } from '@teleplan/proto/auth';
import type { Role } from '@teleplan/proto/roles';
import { browserSuite } from './browser-suite.ts';
import { mailedLink } from './mail-outbox.ts';
import { absent, pathOf, shown, textOf, valueOf } from './seen.ts';
import { POLL } from '../waits.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const admin = demo(['ADMIN']);
const doctor = demo(['DOCTOR']);
const roomUser = demo(['ROOM_USER']);
const roomManager = demo(['ROOM_MANAGER']);
const threeRoles = demo(['ADMIN', 'ROOM_USER', 'DOCTOR']);
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const suite = browserSuite();

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Identifiant (email)').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const roleSelect = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Rôle', exact: true });

describe('the web shell in a browser, against the standalone platform', () => {
  it('signs a seeded admin in in French, switches the interface to English for good, and signs them out', async () => {
    const page = await suite.people.open();
    await page.goto('/');
    await shown(page.getByRole('heading', { name: 'Connexion' }));

    await signIn(page, admin.email);
    await pathOf(page).toBe('/app/home');
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(admin)}` }));
    await textOf(page.getByRole('main')).toContain('Rôle actuel : Administrateur');

    // While the success toast shows, the header's tools are not under it: a click on the switch reaches it (asked
    // of the page at once, not through a click's time limit, which a loaded machine can exceed).
    await shown(toasts(page).getByText('Connexion réussie'));
    const english = page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' });
    const reached = await english.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(
        button.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
      );
    });
    expect(reached, 'the language switch is under the toast').toBe(true);
    await english.click();
    await shown(page.getByRole('heading', { name: `Hello ${fullName(admin)}` }));
    await textOf(page.getByRole('main')).toContain('Current role: Administrator');
    await shown(page.getByRole('button', { name: 'English', pressed: true }));

    await page.reload();
    await shown(page.getByRole('heading', { name: `Hello ${fullName(admin)}` }));
    await textOf(page.getByRole('main')).toContain('Current role: Administrator');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await pathOf(page).toBe('/');
    await shown(page.getByRole('heading', { name: 'Sign in' }));
    // The session ended on the server too: a reload does not sign the person back in.
    await page.reload();
    await shown(page.getByRole('heading', { name: 'Sign in' }));
  });

  it('lets a person with three roles switch role from the header, lands on the home page and keeps the role on reload', async () => {
    const page = await suite.people.open();
    await page.goto('/');
    await signIn(page, threeRoles.email);
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(threeRoles)}` }));
    await textOf(page.getByRole('main')).toContain('Rôle actuel : Médecin');
    await valueOf(roleSelect(page)).toBe('DOCTOR');

    // Switching from another page still lands on the home page.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Paramètres' })
      .click();
    await pathOf(page).toMatch(/^\/app\/settings/);
    await roleSelect(page).selectOption({ label: 'Administrateur' });
    await shown(toasts(page).getByText('Vous agissez maintenant en tant que Administrateur.'));
    await pathOf(page).toBe('/app/home');
    await textOf(page.getByRole('main')).toContain('Rôle actuel : Administrateur');
    // The eyebrow is set in capitals by CSS: what a person reads is upper case.
    await textOf(page.getByRole('main')).toMatch(/tableau de bord global/i);

    await page.reload();
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(threeRoles)}` }));
    await textOf(page.getByRole('main')).toContain('Rôle actuel : Administrateur');
    await valueOf(roleSelect(page)).toBe('ADMIN');

    const single = await suite.people.open();
    await single.goto('/');
    await signIn(single, doctor.email);
    await shown(single.getByRole('heading', { name: `Bonjour ${fullName(doctor)}` }));
    await textOf(single.getByRole('banner')).toContain('Médecin');
    await absent(single.getByRole('combobox'));
  });

  it('activates a staff account an admin created, from the mailed link, and signs in with the new password', async () => {
    const newcomer = {
      firstName: 'Nadia',
      lastName: 'Benali',
      email: 'nadia.benali@exemple.fr',
      telephoneNumber: '+33325123456',
      sex: 'F',
      roles: ['ROOM_USER', 'DOCTOR'],
      preferredRole: 'DOCTOR',
    };
    const token = await fetch(`${suite.platform.url}/api/authenticator/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        username: admin.email,
        password: DEMO_PASSWORD,
        client_id: WEB_CLIENT_ID,
      }),
    });
    expect(token.status, await token.clone().text()).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const created = await fetch(`${suite.platform.url}/api/user-profiles/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(newcomer),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const link = await mailedLink(suite.platform.dataDir, newcomer.email, 'activation');
    expect(link).toMatch(new RegExp(`^${suite.platform.url}/#/initiate-account\\?token=`));
    const page = await suite.people.open();
    await page.goto(link);
    await shown(page.getByRole('heading', { name: 'Activation de votre compte' }));

    const rule = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    const submit = page.getByRole('button', { name: 'Activer mon compte' });
    await textOf(rule('une lettre majuscule')).toContain('non respecté');
    await expect.poll(() => submit.isDisabled(), POLL).toBe(true);

    const password = page.getByLabel('Nouveau mot de passe', { exact: true });
    await password.fill('bonjour');
    await textOf(rule('une lettre minuscule')).toMatch(/: respecté$/);
    await textOf(rule('une lettre majuscule')).toContain('non respecté');
    await textOf(rule('au moins 8 caractères')).toContain('non respecté');
    await password.fill('Bonjour-2026');
    for (const text of [
      'au moins 8 caractères',
      'une lettre majuscule',
      'un chiffre',
      'un caractère spécial',
    ])
      await textOf(rule(text)).toMatch(/: respecté$/);
    await textOf(rule('la confirmation identique')).toContain('non respecté');
    expect(await submit.isDisabled()).toBe(true);
    await shown(page.getByText('Les deux mots de passe ne correspondent pas.'));

    await page.getByLabel('Confirmation du mot de passe').fill('Bonjour-2026');
    await textOf(rule('la confirmation identique')).toMatch(/: respecté$/);
    await shown(page.getByText('Veuillez valider les CGU'));
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales/ }).check();
    await expect.poll(() => submit.isEnabled(), POLL).toBe(true);
    await submit.click();
    await shown(toasts(page).getByText('Votre compte est activé. Vous pouvez vous connecter.'));
    await shown(page.getByRole('heading', { name: 'Connexion' }));

    await signIn(page, newcomer.email, 'Bonjour-2026');
    await pathOf(page).toBe('/app/home');
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(newcomer)}` }));
    await textOf(page.getByRole('main')).toContain('Rôle actuel : Médecin');
    // Two roles: a badge, not the role dropdown.
    await absent(page.getByRole('combobox'));
  });

  it('counts down the attempts left on wrong passwords, then blocks the account even for the right one', async () => {
    const page = await suite.people.open();
    await page.goto('/');
    const region = toasts(page);
    const wrong = 'Identifiant ou mot de passe incorrect. Si ce compte existe, il sera bloqué';
    for (const left of [
      'après 4 nouveaux échecs',
      'après 3 nouveaux échecs',
      'après 2 nouveaux échecs',
      'au prochain échec',
    ]) {
      await signIn(page, roomUser.email, 'Mauvais-mot-2026');
      await shown(region.getByText(`${wrong} ${left}.`, { exact: true }));
    }
    const blocked = region.getByRole('listitem').filter({ hasText: 'Votre compte est bloqué' });
    await signIn(page, roomUser.email, 'Mauvais-mot-2026');
    await shown(blocked);

    await blocked.getByRole('button', { name: 'Fermer la notification' }).click();
    await absent(blocked);
    await signIn(page, roomUser.email, DEMO_PASSWORD);
    await shown(blocked);
    await pathOf(page).toBe('/');
  });

  it('guards the application routes: sign-in first, role table, unknown paths home; the terms are public', async () => {
    const page = await suite.people.open();
    await page.goto('/app/users/list');
    await pathOf(page).toBe('/');
    await shown(page.getByRole('heading', { name: 'Connexion' }));

    await signIn(page, doctor.email);
    await pathOf(page).toBe('/app/home');
    await page.goto('/app/users/list');
    await pathOf(page).toBe('/app/home');
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(doctor)}` }));

    await page.goto('/app/whatever');
    await pathOf(page).toBe('/app/home');
    await shown(page.getByRole('heading', { name: `Bonjour ${fullName(doctor)}` }));

    await page.goto('/cgu');
    await shown(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' }));
    await shown(page.getByRole('heading', { name: /Protection des données personnelles/ }));
  });
  it('keeps the header of a room manager (three shortcuts, the longest role name) within a 390 px screen', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await suite.people.open({ colorScheme, viewport: { width: 390, height: 844 } });
      await page.goto('/');
      await signIn(page, roomManager.email);
      await pathOf(page).toBe('/app/home');
      const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link');
      await expect.poll(() => shortcuts.count(), POLL).toBe(3);
      await shown(page.getByRole('banner').getByTitle('Gestionnaire de salle'));
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    }
  });
});
