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

/** What blocks people, rather than hinders them: the impacts every signed-in page is held to. */
export const BLOCKING = ['serious', 'critical'] as const;

/** Which findings to report: of these impacts only; of these rules only (all rules of `CHECKED` otherwise). */
interface Only {
  impacts?: readonly string[];
  rules?: string[];
}

/** What axe measured on a node, on one line (for a contrast: both colours and their ratio). */
const summaryOf = (node: { failureSummary?: string }) =>
  (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();

/**
 * What axe-core finds wrong on the page as it is now, one line per rule: id, impact, help and where; only the
 * rules and impacts asked for when some are.
 */
export async function axeViolations(page: Page, only: Only = {}): Promise<string[]> {
  const { pathname, hash } = new URL(page.url());
  const { impacts, rules } = only;
  const options = rules ? { runOnly: { type: 'rule' as const, values: rules } } : CHECKED;
  const results = await new AxeBuilder({ page }).options(options).analyze();
  return results.violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${pathname}${hash}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}: ` +
        violation.nodes.map((node) => `${node.target.join(' ')} (${summaryOf(node)})`).join(', '),
    );
}
