import type { Page } from 'playwright-core';
import { absent, shown } from './seen.ts';

/** An address with its ids taken out: the page it shows, whichever row it was reached from. */
export function routeOf(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/\?.*$/, '');
}

/** The signed-in pages the person's navigation and header shortcuts lead to, each once. */
export async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#primary-nav a[href], .header-shortcuts a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs.filter((href) => href.startsWith('/app/')))];
}

/**
 * The pages a page's content links to (a list's rows, a sector's rooms), one per kind of page: the details a
 * person opens from the lists.
 */
export async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/app/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const byRoute = new Map<string, string>();
  for (const href of hrefs) if (!byRoute.has(routeOf(href))) byRoute.set(routeOf(href), href);
  return [...byRoute.values()];
}

/** Waits until the page has its heading and nothing is loading any more (spinners, busy regions). */
export async function settled(page: Page): Promise<void> {
  await shown(page.locator('main h1').first());
  await absent(
    page.locator('main [role="status"].spinner, main [aria-busy="true"], .calendar-workspace__loading'),
  );
}
