import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from '../waits.ts';

/** Asserts that `locator` is (or becomes) visible: exactly one element, on screen. */
export function shown(locator: Locator): Promise<void> {
  return expect
    .poll(() => locator.isVisible(), { ...POLL, message: `visible: ${String(locator)}` })
    .toBe(true);
}

/** Asserts that no element matches `locator` once the screen has settled on what was awaited before. */
export function absent(locator: Locator): Promise<void> {
  return expect.poll(() => locator.count(), { ...POLL, message: `absent: ${String(locator)}` }).toBe(0);
}

/** Polls the text a person reads in `locator` (its rendered text, hidden parts left out). */
export function textOf(locator: Locator) {
  return expect.poll(() => locator.innerText(), { ...POLL, message: `text of ${String(locator)}` });
}

/** Polls the path the page is at (no query, no hash). */
export function pathOf(page: Page) {
  return expect.poll(() => new URL(page.url()).pathname, { ...POLL, message: 'path of the page' });
}

/** Polls the value of a form control (a select's chosen option). */
export function valueOf(locator: Locator) {
  return expect.poll(() => locator.inputValue(), { ...POLL, message: `value of ${String(locator)}` });
}
