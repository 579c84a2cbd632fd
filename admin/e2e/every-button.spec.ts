import type { Locator, Page } from '@playwright/test';
import {
  dashboardCardsFor,
  defineAbilityFor,
  menuFor,
  RESOURCES,
  screensFor,
  translate,
  type Resource,
  type ScreenAction,
  type SessionUser,
  type StaffRole,
} from '@binome/schema';
import { expect as baseExpect, test } from './support/stack.ts';

/** A screen can take long on a small machine shared with other work: wait for it, generously, never for a fixed time. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 11: for every staff role with a demo account, every list its menu or dashboard offers, and from each its
 * first row's view and edit buttons and its create button, open a screen the person may open, and no error
 * message shows anywhere on the way. Each button is where the role has its screen, and only there.
 */

const STAFF: StaffRole[] = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];
const fr = (key: string) => translate('fr', key);
const SHOW = fr('buttons.show');
const EDIT = fr('buttons.edit');
const CREATE = fr('buttons.create');
const EMPTY = fr('list.empty');
const FORBIDDEN = fr('pages.forbidden.title');
const NOT_FOUND = fr('pages.notFound.title');
const SOMETHING_WENT_WRONG = fr('errors.somethingWentWrong');
/** A raw id in a participant column, where a name belongs. */
const RAW_PARTICIPANT_ID = /demo-(tutor|student)-\d+/;

const demoUser = (role: StaffRole): SessionUser => ({ userId: `demo-${role}`, userRole: role });
const byPath = new Map((RESOURCES as readonly Resource[]).filter((resource) => resource.staffPath).map((resource) => [resource.staffPath!, resource]));

/** The lists a role reaches: its menu's, then its dashboard cards' (the VSC reaches matching by its card only). */
function listsOf(role: StaffRole): Resource[] {
  const who = demoUser(role);
  const paths = [...menuFor(who).flatMap((entry) => ('items' in entry ? entry.items : [entry])).map((item) => item.path), ...dashboardCardsFor(who).map((card) => card.path)];
  return [...new Set(paths)].map((path) => byPath.get(path)).filter((resource): resource is Resource => resource !== undefined);
}

/**
 * Watches a page for what a person would see as an error: an antd error notification or message, or any notice
 * saying 'Erreur (code', even one that comes and goes between two checks (a MutationObserver in the page reports
 * each one as it appears). Failed API answers are kept to explain them.
 */
async function watch(page: Page) {
  const errors: string[] = [];
  const failedCalls: string[] = [];
  const crashes: string[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/v1/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    pending += 1;
    lastActivity = Date.now();
  });
  const done = (url: string) => {
    if (!isApi(url)) return;
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 400) failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.exposeBinding('reportScreenError', (_source, text: string) => errors.push(`${new URL(page.url()).pathname}: ${text}`));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const check = () => {
      for (const notice of document.querySelectorAll('.ant-notification-notice, .ant-message-notice')) {
        if (reported.has(notice)) continue;
        const text = notice.textContent ?? '';
        const isError = notice.matches('.ant-notification-notice-error') || notice.querySelector('.ant-message-error') !== null || text.includes('Erreur (code');
        if (!isError) continue;
        reported.add(notice);
        (window as unknown as { reportScreenError: (text: string) => void }).reportScreenError(text.trim() || '(error notice)');
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    errors,
    failedCalls,
    crashes,
    /** Until no API call has been under way for a moment: the late answers of a screen (and their toasts) are in. */
    settled: () =>
      expect
        .poll(() => pending === 0 && Date.now() - lastActivity > 400, { timeout: 60_000, intervals: [100, 200, 300] })
        .toBe(true),
  };
}

/** A screen of the app opened: not a refusal, not 'Page introuvable', not an error, its data loaded. */
async function expectScreen(page: Page, path: RegExp) {
  const main = page.locator('#main');
  await expect(page).toHaveURL(path);
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: FORBIDDEN })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  await expect(main.getByText(SOMETHING_WENT_WRONG)).toHaveCount(0);
}

/** The list shows its rows, or says it has none; answers whether it has a first row. */
async function listReady(page: Page, resource: Resource): Promise<Locator | undefined> {
  const main = page.locator('#main');
  await expect(page).toHaveURL(new RegExp(`${resource.staffPath}(\\?|$)`));
  const firstRow = main.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow.or(main.getByText(EMPTY)).first()).toBeVisible();
  await expectScreen(page, new RegExp(`${resource.staffPath}(\\?|$)`));
  return (await firstRow.count()) > 0 ? firstRow : undefined;
}

/**
 * The participant columns of a sessions list: a full name in each filled cell, never a raw id. Soft checks, read
 * once the list has settled: the walk goes on and reports everything.
 */
async function expectParticipantNames(page: Page) {
  const sessions = byPath.get('/internal-system/tutoring/sessions')!;
  const table = page.locator('#main .ant-table');
  expect.soft(await table.innerText(), 'no raw id in the sessions table').not.toMatch(RAW_PARTICIPANT_ID);
  const headers = (await table.locator('thead th').allInnerTexts()).map((header) => header.trim());
  for (const field of ['tutors', 'students'] as const) {
    const title = fr(sessions.entity.fields[field]!.labelKey!);
    const column = headers.indexOf(title);
    expect(column, `column ${title}`).toBeGreaterThanOrEqual(0);
    const cells = (await table.locator(`tbody tr.ant-table-row > td:nth-child(${column + 1})`).allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect.soft(cells.length, `${title}: some sessions name their participants`).toBeGreaterThan(0);
    // A first name then a last name, each with its capital: what neither a raw id nor a surname alone is.
    for (const cell of cells) expect.soft(cell, title).toMatch(/\p{Lu}[\p{L}'-]*\s+\p{Lu}/u);
  }
}

for (const role of STAFF) {
  test.describe(role, () => {
    test.use({ storageState: async ({ signedIn }, use) => use(await signedIn(role)) });
    const ability = defineAbilityFor(demoUser(role));

    for (const resource of listsOf(role)) {
      const screens: ScreenAction[] = screensFor(role, ability, resource.name);

      test(`${role}: ${resource.staffPath} and each of its buttons open a screen`, async ({ page }) => {
        test.setTimeout(360_000);
        const seen = await watch(page);
        const main = page.locator('#main');
        const rowButton = (row: Locator, name: string) => row.getByRole('button', { name, exact: true });

        await page.goto(resource.staffPath!);
        let row = await listReady(page, resource);
        if (role === 'coordinator' || role === 'recruiter')
          if (resource.name === 'sessions') {
            await seen.settled();
            await expectParticipantNames(page);
          }

        // The first row's view button, where the role has the record page.
        if (row && screens.includes('view')) {
          await expect(rowButton(row, SHOW)).toBeVisible();
          await rowButton(row, SHOW).click();
          await expectScreen(page, new RegExp(`${resource.staffPath}/view/[^/]+$`));
          await seen.settled();
          await page.goBack();
          row = await listReady(page, resource);
        } else if (row) await expect(rowButton(row, SHOW)).toHaveCount(0);

        // The first row's edit button, where the role has the form.
        if (row && screens.includes('edit')) {
          await expect(rowButton(row, EDIT)).toBeVisible();
          await rowButton(row, EDIT).click();
          await expectScreen(page, new RegExp(`${resource.staffPath}/edit/[^/]+$`));
          await expect(main.locator('form').first()).toBeVisible();
          await seen.settled();
          await page.goBack();
          await listReady(page, resource);
        } else if (row) await expect(rowButton(row, EDIT)).toHaveCount(0);

        // The create button, where the role has the create form.
        // Its name is its icon's, then its text.
        const create = main.getByRole('button', { name: new RegExp(`(^|\\s)${CREATE}$`) });
        if (screens.includes('add')) {
          await expect(create).toBeVisible();
          await create.click();
          await expectScreen(page, new RegExp(`${resource.staffPath}/add$`));
          await expect(main.locator('form').first()).toBeVisible();
        } else await expect(create).toHaveCount(0);

        await seen.settled();
        const failed = seen.failedCalls.length > 0 ? `\nFailed API calls:\n  ${[...new Set(seen.failedCalls)].join('\n  ')}` : '';
        expect.soft(seen.errors, `error messages on the way${failed}`).toEqual([]);
        expect.soft(seen.crashes, 'script errors on the way').toEqual([]);
      });
    }
  });
}
