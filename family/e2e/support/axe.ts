import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the product promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations of the page as it stands, one line per failing element (rule, impact,
 * selector, axe's summary), so that a failing test says what to fix without a second run.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
      ),
    );
}

/** The page's structure, which axe files under best practice: headings in order, one h1, regions named apart. */
const STRUCTURE_RULES = ['heading-order', 'page-has-heading-one', 'landmark-unique', 'landmark-no-duplicate-main'];

/**
 * Structure faults of the page as it stands, at any impact (heading jumps, unnamed-apart regions), and every id
 * used twice (a label or a description would point at the first one only).
 */
export async function structureViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(STRUCTURE_RULES).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}`));
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `duplicate id "${id}" (${count} elements)`);
  });
  return [...found, ...duplicates];
}
