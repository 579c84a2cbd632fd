import type { Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * The family pages of the journeys, on a phone, as each demo person: once its data is drawn, axe finds no serious
 * or critical WCAG 2.1 AA violation, and the tab is titled by the page's own heading.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

const PAGES: Record<string, { email: string; paths: string[] }> = {
  tutor: {
    email: 'tutor@demo.binome.test',
    paths: ['/', '/tutor/sessions', '/tutor/reports', '/tutor/preferences', '/tutor/account', '/tutor/training-path', '/tutor/documents', '/tutor/students'],
  },
  parent: { email: 'parent@demo.binome.test', paths: ['/', '/parent/children', '/parent/reports', '/parent/sessions', '/parent/group-sessions'] },
  student: { email: 'student@demo.binome.test', paths: ['/', '/student/reports', '/student/sessions', '/student/group-sessions'] },
  'tutor prospect': { email: 'prospectlead@demo.binome.test', paths: ['/'] },
};

/** Waits until the page is drawn: its heading is there and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
}

/** Every serious violation of each path, by path: an empty object when all are clean. */
async function audit(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const heading = (await page.locator('main h1').first().innerText()).replace(/\s+/g, ' ').trim();
    await expect(page).toHaveTitle(`${heading} | Binôme`);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

test('the public pages have no serious accessibility violation and their own titles', async ({ page }) => {
  test.slow();
  expect(await audit(page, ['/login', '/register', '/privacy'])).toEqual({});
});

for (const [person, { email, paths }] of Object.entries(PAGES)) {
  test(`the ${person}'s pages have no serious accessibility violation and their own titles`, async ({ page }) => {
    test.slow();
    await signInWithPassword(page, email, DEMO_PASSWORD);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await audit(page, paths)).toEqual({});
  });
}
