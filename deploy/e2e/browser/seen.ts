import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a screen may take to show what is asserted (a sign-in hashes a password with Argon2id). */
const WAIT = { timeout: 10_000, interval: 50 };

/** Asserts that `locator` is (or becomes) visible: exactly one element, on screen. */
export function shown(locator: Locator): Promise<void> {
  return expect
    .poll(() => locator.isVisible(), { ...WAIT, message: `visible: ${String(locator)}` })
    .toBe(true);
}

/** Asserts that no element matches `locator` once the screen has settled on what was awaited before. */
export function absent(locator: Locator): Promise<void> {
  return expect.poll(() => locator.count(), { ...WAIT, message: `absent: ${String(locator)}` }).toBe(0);
}

/** Polls the text a person reads in `locator` (its rendered text, hidden parts left out). */
export function textOf(locator: Locator) {
  return expect.poll(() => locator.innerText(), { ...WAIT, message: `text of ${String(locator)}` });
}

/** Polls the path the page is at (no query, no hash). */
export function pathOf(page: Page) {
  return expect.poll(() => new URL(page.url()).pathname, { ...WAIT, message: 'path of the page' });
}

/** Polls the value of a form control (a select's chosen option). */
export function valueOf(locator: Locator) {
  return expect.poll(() => locator.inputValue(), { ...WAIT, message: `value of ${String(locator)}` });
}
