import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { axeViolations, BLOCKING } from './axe-violations.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { pathOf, shown } from './seen.ts';
import { linkedPaths, navigationPaths, routeOf, settled } from './signed-in-pages.ts';

const suite = browserSuite();

const admin = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'ADMIN')!;

/** The public pages, each with the heading that says it has rendered. */
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Connexion'],
  ['/forgot-password', 'Mot de passe oublié'],
  ['/#/initiate-account?token=lien-de-test', 'Activation de votre compte'],
  ['/cgu', 'Conditions générales d’utilisation'],
  ['/formulaire-satisfaction', 'Questionnaire de satisfaction'],
  ['/nowhere', 'Page introuvable'],
];

/** What changes with the colour scheme: the colours, so only their contrast is checked again in dark mode. */
const SCHEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page in this colour scheme, without motion, once drawn again. Chromium keeps, on a page already drawn, some
 * inherited text colours of the former scheme after the switch (axe then measured one scheme's text on the other's
 * background), so the whole page is laid out afresh: hidden for a moment, which drops every element's style, and
 * shown again, as it would be opened in that scheme.
 */
async function inScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.evaluate(`(() => {
    const root = document.documentElement;
    const display = root.style.display;
    root.style.display = 'none';
    void root.offsetHeight;
    root.style.display = display;
    return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  })()`);
}

/** Serious and critical findings of the page as it is now: every rule in light mode, the colours in dark mode. */
async function blocking(page: Page, what: string): Promise<string[]> {
  await inScheme(page, 'light');
  const light = await axeViolations(page, { impacts: BLOCKING });
  const found = light.map((line) => `light ${what} ${line}`);
  await inScheme(page, 'dark');
  const dark = await axeViolations(page, { impacts: BLOCKING, rules: SCHEME_RULES });
  return [...found, ...dark.map((line) => `dark ${what} ${line}`)];
}

/** A calendar's first appointment opened in its detail panel, checked too. */
async function openedPanel(page: Page): Promise<string[]> {
  const appointment = page.locator('.appointment-event').first();
  if ((await appointment.count()) === 0) return [];
  await appointment.click();
  await shown(page.locator('.appointment-detail'));
  return blocking(page, 'appointment panel');
}

/**
 * Every page the person reaches from the navigation and the header's shortcuts (the booking wizard and the map
 * among them), one page of each kind their pages link to (a list's row, a room's calendar), an appointment's panel
 * on each calendar; then the navigation's pages again on a phone's screen. A kind of page an earlier role's tour
 * checked (`checked`, routes) is not checked again: its components are the same whoever opens it, and the roles
 * together would otherwise spend most of the suite's time on the admins' shared pages. The home page is each
 * role's own, so every role's is checked.
 */
async function tour(page: Page, checked: Set<string>): Promise<string[]> {
  const found: string[] = [];
  await page.goto('/app/home');
  await settled(page);
  const queue = ['/app/home', ...(await navigationPaths(page))];
  const pages = queue.length;
  const seen = new Set(queue.map(routeOf));
  const before = new Set(checked);
  const checkedBefore = (path: string) => path !== '/app/home' && before.has(routeOf(path));
  for (const [index, path] of queue.entries()) {
    if (checkedBefore(path)) continue;
    checked.add(routeOf(path));
    await page.goto(path);
    await settled(page);
    found.push(...(await blocking(page, 'page')));
    for (const link of await linkedPaths(page))
      if (!seen.has(routeOf(link))) {
        seen.add(routeOf(link));
        queue.push(link);
      }
    if (index >= pages || path.endsWith('/calendar')) found.push(...(await openedPanel(page)));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of queue.slice(0, pages).filter((one) => !checkedBefore(one))) {
    await page.goto(path);
    await settled(page);
    found.push(...(await blocking(page, 'narrow page')));
  }
  return found;
}

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

  // Every signed-in role, each with its own navigation: together they open every page of the application.
  const checked = new Set<string>();
  for (const role of STAFF_ROLES) {
    it(`finds no serious or critical node on the pages a ${role} opens that no earlier role's tour checked, light and dark, wide and narrow`, async () => {
      const person = DEMO_ACCOUNTS.find((account) => account.roles.join() === role)!;
      const page = await suite.people.open({ viewport: { width: 1280, height: 900 } });
      await signIn(page, person.email);
      expect(await tour(page, checked)).toEqual([]);
    }, 600_000);
  }
});
