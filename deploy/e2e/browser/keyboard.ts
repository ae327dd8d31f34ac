import type { Locator, Page } from 'playwright-core';
import { shown } from './seen.ts';

/** More than any screen here needs: the whole page's stops, twice. */
export const MAX_PRESSES = 200;

/** Whether `target` has the keyboard focus. */
export const focused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user goes through the page. */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await shown(target);
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return;
  }
  throw new Error(`${String(target)} not reached with ${MAX_PRESSES} presses of Tab`);
}

/** Presses the down arrow (in a radio group, a select) until `target` has the focus. */
export async function arrowTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(target)} not reached with ${MAX_PRESSES} presses of the down arrow`);
}
