import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { axeViolations } from './axe-violations.ts';
import { browserSuite } from './browser-suite.ts';
import { pathOf, shown } from './seen.ts';

const suite = browserSuite();

const admin = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'ADMIN')!;

/** The public pages, each with the heading that says it has rendered. */
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Connexion'],
  ['/forgot-password', 'Mot de passe oublié'],
  ['/#/initiate-account?token=lien-de-test', 'Activation de votre compte'],
  ['/cgu', 'Conditions générales d’utilisation'],
  ['/formulaire-satisfaction', 'Satisfaction'],
  ['/nowhere', 'Page introuvable'],
];

async function visit(page: Page, path: string, heading: string): Promise<string[]> {
  await page.goto(path);
  await shown(page.getByRole('heading', { level: 1, name: heading }));
  return axeViolations(page);
}

describe('accessibility of the web app (axe-core, WCAG 2.x A and AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no violation on the public pages in ${colorScheme} mode`, async () => {
      const page = await suite.people.open({ colorScheme });
      const violations: string[] = [];
      for (const [path, heading] of PUBLIC_PAGES) violations.push(...(await visit(page, path, heading)));
      expect(violations).toEqual([]);
    });

    it(`finds no violation on a signed-in home page, wide and narrow, in ${colorScheme} mode`, async () => {
      const page = await suite.people.open({ colorScheme });
      await page.goto('/');
      await page.getByLabel('Identifiant (email)').fill(admin.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await pathOf(page).toBe('/app/home');
      const greeting = page.getByRole('heading', {
        level: 1,
        name: `Bonjour ${admin.firstName} ${admin.lastName}`,
      });
      await shown(greeting);
      const violations = await axeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await shown(greeting);
      violations.push(...(await axeViolations(page)));
      expect(violations).toEqual([]);
    });
  }
});
