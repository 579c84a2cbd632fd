import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { pageViolations } from './support/axe.ts';
import { apiAs } from './support/api.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Every family page of the journeys, on a phone, as each demo person (the public pages signed out): once its data
 * is drawn, axe finds no serious or critical WCAG 2.1 AA violation, no heading jump, no two regions of one name and
 * no id used twice, and the tab is titled by the page's own heading.
 * A page whose address names a record (a session, a report) gets it from the API as the person who reads it.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true });
/** The audits are the suite's longest file: CI runs them as a unit of their own (`--grep @audit`), beside the rest. */
const AUDIT = { tag: '@audit' };

/** A page of the audit: a path, or how to find one as the signed-in person. */
type PageToAudit = string | ((page: Page) => Promise<string>);

/** The page of the first occurrence the signed-in person reads. */
const firstSessionPage = async (page: Page): Promise<string> =>
  `/session/${encodeURIComponent(await firstId(page, '/v1/session-occurrences?_start=0&_end=1'))}`;

/** The tutor's first class report, open on its form. */
const firstReportForm = async (page: Page): Promise<string> =>
  `/tutor/reports?report=${encodeURIComponent(await firstId(page, '/v1/class-reports?_start=0&_end=1'))}`;

async function firstId(page: Page, listPath: string): Promise<string> {
  const answer = await page.request.get(listPath);
  expect(answer.status(), listPath).toBe(200);
  const [first] = (await answer.json()) as { id: string }[];
  expect(first, listPath).toBeDefined();
  return first!.id;
}

const SIGNED_IN: Record<string, { email: string; pages: PageToAudit[] }> = {
  tutor: {
    email: 'tutor@demo.binome.test',
    pages: [
      '/',
      '/tutor/sessions',
      '/tutor/listSessions',
      firstSessionPage,
      '/tutor/reports',
      firstReportForm,
      '/tutor/students',
      '/tutor/preferences',
      '/tutor/account',
      '/tutor/training-path',
      '/tutor/documents',
      '/tutor/equipment',
      '/tutor/contact',
    ],
  },
  parent: {
    email: 'parent@demo.binome.test',
    pages: [
      '/',
      '/parent/children',
      '/parent/sessions',
      firstSessionPage,
      '/parent/group-sessions',
      '/parent/reports',
      '/parent/account',
      '/parent/equipment',
      '/parent/contact',
    ],
  },
  'pending parent': { email: 'parent-pending@demo.binome.test', pages: ['/', '/parent/children', '/parent/account'] },
  student: {
    email: 'student@demo.binome.test',
    pages: [
      '/',
      '/student/sessions',
      '/student/listSessions',
      firstSessionPage,
      '/student/group-sessions',
      '/student/reports',
      '/student/preferences',
      '/student/account',
      '/student/equipment',
      '/student/contact',
    ],
  },
  'tutor prospect': { email: 'prospectlead@demo.binome.test', pages: ['/', '/tutorVideo', '/tutorQuiz', '/tutor/documents', '/tutor/account'] },
  'parent prospect': { email: 'parentprospect@demo.binome.test', pages: ['/', '/parent/video', '/parent/quiz', '/parent/account'] },
};

/** Waits until the page is drawn: its heading is there and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
}

/** Every serious violation of each page, by path: an empty object when all are clean. */
async function audit(page: Page, pages: readonly PageToAudit[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const entry of pages) {
    const path = typeof entry === 'string' ? entry : await entry(page);
    await page.goto(path);
    await settled(page);
    const heading = (await page.locator('main h1').first().innerText()).replace(/\s+/g, ' ').trim();
    await expect(page, path).toHaveTitle(`${heading} | Binôme`);
    const violations = await pageViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

test('the public pages have no serious accessibility violation and their own titles', AUDIT, async ({ page, baseURL }) => {
  test.slow();
  // A certificate's verification page, as its QR code opens it: the demo tutor's certificate, and an unknown code.
  const tutor = await apiAs(baseURL!, 'tutor@demo.binome.test');
  const [certificate] = (await (await tutor.get('/v1/certificates')).json()) as { code: string }[];
  await tutor.dispose();
  expect(certificate).toBeDefined();
  const publicPages = ['/login', '/register', '/tutor/register', '/parent/register', '/recover-password', '/privacy', '/terms', '/data-deletion'];
  const verification = [`/verify/${certificate!.code}`, '/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'];
  expect(await audit(page, [...publicPages, ...verification])).toEqual({});
});

for (const [person, { email, pages }] of Object.entries(SIGNED_IN)) {
  test(`the ${person}'s pages have no serious accessibility violation and their own titles`, AUDIT, async ({ page }) => {
    test.slow();
    await signInThroughApi(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await audit(page, pages)).toEqual({});
  });
}
