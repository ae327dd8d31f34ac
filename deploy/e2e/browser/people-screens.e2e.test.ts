import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../seed/demo-data.ts';
import { launchChromium, People } from './browser-people.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';
import { pathOf, shown, valueOf } from './seen.ts';

const demo = (roles: Role[]): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.roles.join() === roles.join())!;
const doctor = demo(['DOCTOR']);

let platform: PlatformUnderTest;
let browser: Browser;
let people: People;

beforeAll(async () => {
  const outcomes = await Promise.allSettled([
    startPlatformUnderTest().then((started) => (platform = started)),
    launchChromium().then((launched) => (browser = launched)),
  ]);
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  people = new People(browser, platform.url);
});

afterEach(async (context) => {
  const problems = await people.closeAll();
  if (context.task.result?.state === 'fail') console.error(platform.logs.join('\n'));
  expect(problems.join('\n'), 'errors seen in the pages').toBe('');
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Identifiant (email)').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await pathOf(page).toBe('/app/home');
}

describe('people screens in a browser, against the standalone platform', () => {
  it('keeps a consultation duration of 20 minutes a doctor saves, across a reload', async () => {
    const page = await people.open();
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
