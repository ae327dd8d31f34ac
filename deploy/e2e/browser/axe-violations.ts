import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The axe-core rules the pages are held to: WCAG 2.0, 2.1 and 2.2 levels A and AA, plus
 * `label-content-name-mismatch` (WCAG 2.5.3, visible label in the accessible name), which axe ships as
 * experimental and so leaves out of its tags.
 */
const CHECKED = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** What axe-core finds wrong on the page as it is now, one line per rule: id, impact, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { pathname, hash } = new URL(page.url());
  const results = await new AxeBuilder({ page }).options(CHECKED).analyze();
  return results.violations.map(
    (violation) =>
      `${pathname}${hash}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}: ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}
