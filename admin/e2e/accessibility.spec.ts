import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { seriousViolations } from './support/axe.ts';

// The staff pages the journeys go through, read by the coordinator (the role with the widest daily use), each
// checked by axe once its data is drawn: no serious or critical WCAG 2.1 AA violation.
test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

/** Waits until the page's data is drawn: its heading is there and no spinner or skeleton is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .screen-loading')).toHaveCount(0);
}

const PAGES: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', path: '/' },
  { name: 'tutors list', path: '/manage/tutors', ready: (page) => expect(page.locator('.ant-table-row').first()).toBeVisible() },
  { name: 'tutor record', path: '/manage/tutors/view/demo-tutor-47', ready: (page) => expect(page.locator('.record-summary').first()).toBeVisible() },
  { name: 'matching', path: '/manage/matching' },
  { name: 'sessions list', path: '/internal-system/tutoring/sessions', ready: (page) => expect(page.locator('.ant-table').first()).toBeVisible() },
  { name: 'calendar', path: '/internal-system/tutoring/calendar', ready: (page) => expect(page.locator('.fc-event').first()).toBeVisible() },
  { name: 'statistics', path: '/statistiques', ready: (page) => expect(page.getByRole('region', { name: /Tableau des données/ }).first()).toBeVisible() },
];

for (const { name, path, ready } of PAGES) {
  test(`axe finds no serious or critical violation on the ${name}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await settled(page);
    if (ready) await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('as the administrator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

  test('axe finds no serious or critical violation on the new tutor form', async ({ page }) => {
    test.slow();
    await page.goto('/manage/tutors/add');
    // The form is a chunk of its own: on a busy machine it may take a while to come.
    await expect(page.getByLabel('Programme', { exact: true })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
