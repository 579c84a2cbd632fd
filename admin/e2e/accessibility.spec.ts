import type { Page } from '@playwright/test';
import { goInApp } from './support/in-app.ts';
import { expect, test } from './support/role-page.ts';
import { seriousViolations } from './support/axe.ts';

// The staff pages the journeys go through, read by the coordinator (the role with the widest daily use), each
// checked by axe once its data is drawn: no serious or critical WCAG 2.1 AA violation. The coordinator's tests share
// one loaded app (support/role-page.ts), each test opening its page in it.

/** Waits until the page's data is drawn: its heading is there (the page's own, when named) and no spinner or skeleton is left. */
async function settled(page: Page, heading?: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .screen-loading')).toHaveCount(0);
}

/**
 * Each page with what tells it drawn: its title or, for a record, its summary (the page before it in the shared app
 * may still be on screen for a moment, and must not be the one checked).
 */
const PAGES: { name: string; path: string; heading?: string; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', path: '/', heading: 'Tableau de bord' },
  { name: 'tutors list', path: '/manage/tutors', heading: 'Tuteurs', ready: (page) => expect(page.locator('.ant-table-row').first()).toBeVisible() },
  { name: 'tutor record', path: '/manage/tutors/view/demo-tutor-47', ready: (page) => expect(page.locator('.record-summary').first()).toBeVisible() },
  { name: 'matching', path: '/manage/matching', heading: 'Mise en relation' },
  {
    name: 'sessions list',
    path: '/internal-system/tutoring/sessions',
    heading: 'Séances',
    ready: (page) => expect(page.locator('.ant-table').first()).toBeVisible(),
  },
  {
    name: 'calendar',
    path: '/internal-system/tutoring/calendar',
    heading: 'Calendrier des séances',
    ready: (page) => expect(page.locator('.fc-event').first()).toBeVisible(),
  },
  {
    name: 'statistics',
    path: '/statistiques',
    heading: 'Statistiques',
    ready: (page) => expect(page.getByRole('region', { name: /Tableau des données/ }).first()).toBeVisible(),
  },
];

for (const { name, path, heading, ready } of PAGES) {
  test(`axe finds no serious or critical violation on the ${name}`, async ({ rolePage }) => {
    test.slow();
    const { page } = await rolePage('coordinator');
    await goInApp(page, path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await settled(page, heading);
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
