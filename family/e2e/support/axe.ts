import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the product promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's structure, which axe files under best practice: headings in order, one h1, regions named apart. */
const STRUCTURE_RULES = ['heading-order', 'page-has-heading-one', 'landmark-unique', 'landmark-no-duplicate-main'];

/**
 * What the audit of a page finds, one line per failing element so that a failing test says what to fix without a
 * second run:
 * - the serious and critical WCAG 2.1 AA violations (rule, impact, selector, axe's summary);
 * - the structure faults at any impact (heading jumps, regions not named apart);
 * - every id used twice (a label or a description would point at the first one only).
 * One pass of axe over the page (injected and run once, which is most of an audit's time on a small machine): the
 * structure rules are switched on beside the WCAG tags (axe runs a rule enabled in `rules` whatever `runOnly`
 * says), and each violation is then judged by the list it belongs to.
 */
export async function pageViolations(page: Page): Promise<string[]> {
  const structure = new Set(STRUCTURE_RULES);
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_21_AA)
    .analyze();
  const found = results.violations
    .filter((violation) => structure.has(violation.id) || violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) =>
        structure.has(violation.id)
          ? `${violation.id} (${violation.impact}) ${node.target.join(' ')}`
          : `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
      ),
    );
  return [...found, ...(await duplicateIds(page))];
}

/** Every id used by more than one element of the page. */
async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `duplicate id "${id}" (${count} elements)`);
  });
}
