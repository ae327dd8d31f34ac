import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { browserSuite } from './browser-suite.ts';
import { pathOf, shown } from './seen.ts';

const sectorManager = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'SECTOR_MANAGER')!;
const PHONE = { width: 390, height: 844 };

const suite = browserSuite();

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Identifiant (email)').fill(sectorManager.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await pathOf(page).toBe('/app/home');
}

/** Whether the first element matching `selector` ends inside the screen (not cut off, not behind a scroll). */
const onScreen = async (page: Page, selector: string) =>
  (await page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().right)) <= PHONE.width;

describe('list and detail pages on a 390 px phone', () => {
  it("keeps the sector page within the screen: the manager's email and the rooms' phones", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await suite.people.open({ colorScheme, viewport: PHONE });
      await signIn(page);
      await page.goto('/app/sectors/mine/view');
      await shown(page.getByText(sectorManager.email, { exact: true }));
      await shown(page.getByText(/^0\d( \d\d){4}$/).first());
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await onScreen(page, '.sector-facts dd')).toBe(true);
      expect(await onScreen(page, '.sector-rooms__phone-inline')).toBe(true);
    }
  });

  it('shows the doctors list with its action column on screen', async () => {
    const page = await suite.people.open({ viewport: PHONE });
    await signIn(page);
    await page.goto('/app/doctors/list');
    const edit = page.getByRole('link', { name: /^Modifier/ }).first();
    await shown(edit);
    expect(await edit.evaluate((link) => link.getBoundingClientRect().right)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
