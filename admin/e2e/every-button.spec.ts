import type { Locator, Page } from '@playwright/test';
import {
  dashboardCardsFor,
  defineAbilityFor,
  menuFor,
  RESOURCES,
  screensFor,
  translate,
  type Resource,
  type SessionUser,
  type StaffRole,
} from '@binome/schema';
import { expect as baseExpect, test } from './support/stack.ts';

/**
 * Issue 11: for every staff role with a demo account, the lists its menu (or dashboard) leads to, and from each
 * its first row's view and edit buttons and its create button, open a screen the person may open, with no error
 * message anywhere on the way. Each button is where the role has its screen, and only there.
 *
 * What needs no browser is checked for every role and every list in test/every-screen-reachable.test.ts: each menu
 * entry and card leads to a route of the app that the guard opens, each screen the role has is a route, each
 * button the rights offer opens a screen the guard allows. Here the browser clicks what only it can show: the
 * rows, the screens drawn from the descriptors, the error messages on the way. Every list is walked once, by the
 * administrator (who reaches all but a few) or by the first role that reaches it; each other role walks a small
 * sample of its own where its rights shape what is shown (a manager's tutors, the sessions' participant names).
 *
 * One step per list, on one page: the lists are opened from the menu as a person would (no reload of the app
 * between them), and a list whose walk stops does not stop the others (each failure is reported at the end). The
 * administrator's walk is cut into parts of a few lists, which run side by side on several workers.
 */

/** A screen can take long on a small machine shared with other work: wait for it, generously, never for a fixed time. */
const expect = baseExpect.configure({ timeout: 120_000 });
/** The most one list's walk (list, view, back, edit, back, create) may take on such a machine. */
const PER_LIST_TIMEOUT = 360_000;

const STAFF: StaffRole[] = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];
const fr = (key: string) => translate('fr', key);
const SHOW = fr('buttons.show');
const EDIT = fr('buttons.edit');
const CREATE = fr('buttons.create');
const EMPTY = fr('list.empty');
const FORBIDDEN = fr('pages.forbidden.title');
const NOT_FOUND = fr('pages.notFound.title');
const SOMETHING_WENT_WRONG = fr('errors.somethingWentWrong');
const DASHBOARD = fr('dashboard.title');
/** The tooltip Refine gives a button it was told nothing about: a shown button must never say it is not allowed. */
const NOT_ALLOWED = fr('buttons.notAccessTitle');
/** A raw id in a participant column, where a name belongs. */
const RAW_PARTICIPANT_ID = /demo-(tutor|student)-\d+/;

const demoUser = (role: StaffRole): SessionUser => ({ userId: `demo-${role}`, userRole: role });
const byPath = new Map((RESOURCES as readonly Resource[]).filter((resource) => resource.staffPath).map((resource) => [resource.staffPath!, resource]));

/** Resources whose list address shows a workflow screen rather than a table of records (the matching). */
const WORKFLOW_SCREENS = new Set(['matching']);

interface ListEntry {
  resource: Resource;
  /** The link that opens it: a menu entry, or a dashboard card (the VSC reaches matching by its card only). */
  via: { place: 'menu' | 'card'; label: string };
}

/** The lists a role reaches, each by the first link that leads there: its menu's, then its dashboard cards'. */
function listsOf(role: StaffRole): ListEntry[] {
  const who = demoUser(role);
  const links = [
    ...menuFor(who)
      .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
      .map((item) => ({ path: item.path, via: { place: 'menu' as const, label: fr(item.labelKey) } })),
    ...dashboardCardsFor(who).map((card) => ({ path: card.path, via: { place: 'card' as const, label: fr(card.labelKey) } })),
  ];
  const lists = new Map<string, ListEntry>();
  for (const { path, via } of links) {
    const resource = byPath.get(path);
    if (resource && !lists.has(path)) lists.set(path, { resource, via });
  }
  return [...lists.values()];
}

/**
 * Watches a page for what a person would see as an error: an antd error notification or message, or any notice
 * saying 'Erreur (code', even one that comes and goes between two checks (a MutationObserver in the page reports
 * each one as it appears). Failed API answers are kept to explain them.
 */
async function watch(page: Page) {
  let errors: string[] = [];
  let failedCalls: string[] = [];
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
    if (isApi(response.url()) && response.status() >= 400)
      failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => crashes.push(`${new URL(page.url()).pathname}: ${error.message}`));
  await page.exposeBinding('reportScreenError', (_source, text: string) => errors.push(`${new URL(page.url()).pathname}: ${text}`));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const check = () => {
      for (const notice of document.querySelectorAll('.ant-notification-notice, .ant-message-notice')) {
        if (reported.has(notice)) continue;
        const text = notice.textContent ?? '';
        const isError =
          notice.matches('.ant-notification-notice-error') || notice.querySelector('.ant-message-error') !== null || text.includes('Erreur (code');
        if (!isError) continue;
        reported.add(notice);
        (window as unknown as { reportScreenError: (text: string) => void }).reportScreenError(text.trim() || '(error notice)');
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    crashes,
    /** The error messages and failed API calls seen since the last call. */
    take: () => {
      const taken = { errors, failedCalls: [...new Set(failedCalls)] };
      errors = [];
      failedCalls = [];
      return taken;
    },
    /** Until no API call has been under way for a moment: the late answers of a screen (and their toasts) are in. */
    settled: () => expect.poll(() => pending === 0 && Date.now() - lastActivity > 400, { timeout: 60_000, intervals: [100, 200, 300] }).toBe(true),
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
  await expect(main.locator(`[title="${NOT_ALLOWED}"]`)).toHaveCount(0);
}

/** The list shows its rows, or says it has none. */
async function listReady(page: Page, resource: Resource) {
  const main = page.locator('#main');
  const path = new RegExp(`${resource.staffPath}(\\?|$)`);
  await expect(page).toHaveURL(path);
  const firstRow = main.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow.or(main.getByText(EMPTY)).first()).toBeVisible();
  await expectScreen(page, path);
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

/** Opens a list by its link: the menu entry, or the dashboard card (from the home page, reached by the menu). */
async function openList(page: Page, { via }: ListEntry) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (via.place === 'menu') return menu.getByRole('link', { name: via.label, exact: true }).click();
  await menu.getByRole('link', { name: fr('menu.pages.home'), exact: true }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD })).toBeVisible();
  // A card's link is named by its title and then its figure ('Mise en relation 14 élèves en attente…').
  const title = via.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('#main')
    .getByRole('link', { name: new RegExp(`^${title}(\\s|$)`) })
    .click();
}

/** How long a row's button may take to be ready for a pointer before the keyboard presses it instead. */
const POINTER_READY_TIMEOUT = 30_000;

/**
 * A row's icon button, clicked as a person would. Twice on the busy CI machine (never here, alone or under load),
 * the first row's view button of the sessions list stayed "waiting for element to be visible, enabled and stable"
 * for the whole 120 s, on both tries: a pointer click needs the button's box unchanged over two animation frames.
 * When that does not come within 30 s, what the button's box and the page did over ten frames is written to the
 * test's output (to find the cause), and the keyboard presses it (focus, Enter), as a keyboard user would: the walk
 * is about the screen the button opens, which the next step still checks.
 */
async function pressRowButton(button: Locator, what: string) {
  try {
    await button.click({ timeout: POINTER_READY_TIMEOUT });
    return;
  } catch (error) {
    if (!String((error as Error).message).includes('Timeout')) throw error;
  }
  const frames = await button
    .evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const step = () => {
            const box = element.getBoundingClientRect();
            seen.push(
              `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} connected=${element.isConnected} animations=${document.getAnimations().length} visibility=${document.visibilityState} scrollY=${Math.round(window.scrollY)}`,
            );
            if (seen.length < 10) requestAnimationFrame(step);
            else resolve(seen);
          };
          requestAnimationFrame(step);
          // A page whose frames stopped answers by what one box says.
          setTimeout(() => resolve(seen.length > 0 ? seen : ['no animation frame in 5 s']), 5_000);
        }),
    )
    .catch((error: Error) => [`not measurable: ${error.message.split('\n')[0]}`]);
  // Frames alike are told once, with their count.
  const told = frames.reduce<{ frame: string; count: number }[]>((runs, frame) => {
    const last = runs.at(-1);
    if (last?.frame === frame) last.count += 1;
    else runs.push({ frame, count: 1 });
    return runs;
  }, []);
  const description = `${what}: not ready for a pointer in ${POINTER_READY_TIMEOUT / 1000} s, pressed with the keyboard; its box over ten frames: ${told.map(({ frame, count }) => `${frame} ×${count}`).join(' | ')}`;
  test.info().annotations.push({ type: 'pointer-not-ready', description });
  console.warn(description);
  await button.press('Enter');
}

/**
 * The list, then its first row's view button, back, its edit button, back, and its create button. `at` says how
 * far the walk went, for the report of a walk that stops.
 */
async function walkList(page: Page, role: StaffRole, entry: ListEntry, settled: () => Promise<void>, at: { step: string }) {
  const { resource } = entry;
  const screens = screensFor(role, defineAbilityFor(demoUser(role)), resource.name);
  const main = page.locator('#main');
  const rows = main.locator('.ant-table-tbody tr.ant-table-row');
  const buttonIn = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });
  /**
   * The first row offering the button: the first row itself unless the rules on that record withhold it (a
   * manager edits only the staff whose every program is theirs). None where the role lacks the screen.
   */
  const firstRowWith = async (name: string, screen: 'view' | 'edit') => {
    if (!screens.includes(screen)) {
      await expect(buttonIn(rows, name), `no ${name} button without the ${screen} screen`).toHaveCount(0);
      return undefined;
    }
    const row = rows.filter({ has: page.getByRole('button', { name, exact: true }) }).first();
    if ((await row.count()) > 0) return row;
    test.info().annotations.push({ type: 'note', description: `${resource.staffPath}: no row of the first page offers ${name} (the rules on these records)` });
    return undefined;
  };

  at.step = `opening the list by its ${entry.via.place} link`;
  await openList(page, entry);
  if (WORKFLOW_SCREENS.has(resource.name)) {
    // Not a table of records: the screen opens, titled, without an error; matching.spec.ts walks its workflow.
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await settled();
    return;
  }
  await listReady(page, resource);
  if ((role === 'coordinator' || role === 'recruiter') && resource.name === 'sessions') {
    // The list opens on this week's sessions to schedule (spec section 9), which may be none: all of them here.
    // Waited for by its answer, then its rows: `settled` alone could return before the reset's request starts (no
    // call under way, the last one long ago), and the names would be read from the filtered, maybe empty, list.
    const allSessions = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/sessions');
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await allSessions;
    await expect(main.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await settled();
    await expectParticipantNames(page);
  }

  // The first row's view button, where the role has the record page.
  at.step = 'the first row’s view button';
  const toView = await firstRowWith(SHOW, 'view');
  if (toView) {
    await pressRowButton(buttonIn(toView, SHOW), `${resource.staffPath}: ${SHOW}`);
    await expectScreen(page, new RegExp(`${resource.staffPath}/view/[^/]+$`));
    await settled();
    at.step = 'back to the list from the record page';
    await page.goBack();
    await listReady(page, resource);
  }

  // The first row's edit button, where the role has the form.
  at.step = 'the first row’s edit button';
  const toEdit = await firstRowWith(EDIT, 'edit');
  if (toEdit) {
    await pressRowButton(buttonIn(toEdit, EDIT), `${resource.staffPath}: ${EDIT}`);
    await expectScreen(page, new RegExp(`${resource.staffPath}/edit/[^/]+$`));
    await expect(main.locator('form').first()).toBeVisible();
    await settled();
    at.step = 'back to the list from the form';
    await page.goBack();
    await listReady(page, resource);
  }

  // The create button (named by its icon, then its text), where the role has the create form.
  const create = main.getByRole('button', { name: new RegExp(`(^|\\s)${CREATE}$`) });
  at.step = 'the create button';
  if (screens.includes('add')) {
    await create.click();
    await expectScreen(page, new RegExp(`${resource.staffPath}/add$`));
    await expect(main.locator('form').first()).toBeVisible();
  } else await expect(create).toHaveCount(0);
  await settled();
}

/** Lists each role walks besides those no earlier role walked: where its rights change what the list shows. */
const SAMPLE: Record<StaffRole, string[]> = {
  super_administrator: [],
  // A manager edits only the staff whose every program is theirs: the first row offering Edit is looked for.
  manager: ['/manage/tutors', '/internal-system/tutoring/pairs'],
  // The sessions list names its participants (checked for these two roles), from records they reach differently.
  coordinator: ['/internal-system/tutoring/sessions', '/manage/prospects'],
  recruiter: ['/internal-system/tutoring/sessions', '/manage/tutors'],
  // The VSC reaches the matching by its dashboard card only.
  vsc: ['/manage/matching', '/manage/students'],
};
/** The most lists one test walks: a part of a long walk is a test of its own, so that workers share it. */
const LISTS_PER_TEST = 6;

/** Each role's walks: the lists no earlier role walked, then its sample, in its menu's order, cut in parts. */
function walksOf(): { role: StaffRole; part: number; parts: number; lists: ListEntry[] }[] {
  const walked = new Set<string>();
  return STAFF.flatMap((role) => {
    const reached = listsOf(role);
    const paths = reached.map((entry) => entry.resource.staffPath!);
    for (const path of SAMPLE[role]) if (!paths.includes(path)) throw new Error(`${role} does not reach ${path}: update SAMPLE`);
    const lists = reached.filter((entry) => !walked.has(entry.resource.staffPath!) || SAMPLE[role].includes(entry.resource.staffPath!));
    for (const path of paths) walked.add(path);
    const parts = Math.max(1, Math.ceil(lists.length / LISTS_PER_TEST));
    return Array.from({ length: parts }, (_, part) => ({
      role,
      part: part + 1,
      parts,
      lists: lists.slice(part * LISTS_PER_TEST, (part + 1) * LISTS_PER_TEST),
    }));
  });
}

// The parts are independent (each opens the app from its home page, reading only): they may run on any worker.
test.describe.configure({ mode: 'parallel' });

for (const { role, part, parts, lists } of walksOf()) {
  test.describe(role, () => {
    // No click or navigation may wait forever: each is bounded like the screens it waits for.
    test.use({ storageState: async ({ signedIn }, use) => use(await signedIn(role)), actionTimeout: 120_000, navigationTimeout: 120_000 });
    const which =
      parts > 1
        ? ` (part ${part} of ${parts}: ${lists.map((entry) => entry.resource.name).join(', ')})`
        : ` (${lists.map((entry) => entry.resource.name).join(', ')})`;

    test(`${role}: every list it walks, and each of its buttons, opens a screen without an error${which}`, async ({ page }) => {
      test.setTimeout(lists.length * PER_LIST_TIMEOUT);
      const seen = await watch(page);
      const stopped: string[] = [];
      await page.goto('/');
      await expect(page.getByRole('heading', { name: DASHBOARD })).toBeVisible();

      for (const entry of lists) {
        const path = entry.resource.staffPath!;
        await test.step(path, async () => {
          const at = { step: '' };
          try {
            await walkList(page, role, entry, seen.settled, at);
          } catch (error) {
            // Reported at the end; the next list starts afresh from the home page.
            stopped.push(
              `${path}, at ${at.step}: ${String((error as Error).message ?? error)
                .split('\n')
                // Enough of Playwright's call log to tell what the action waited for last (detached, hidden, moving).
                .slice(0, 14)
                .join('\n    ')}`,
            );
            await page.goto('/');
            await seen.settled().catch(() => undefined);
          }
          const { errors, failedCalls } = seen.take();
          const failed = failedCalls.length > 0 ? `; failed API calls: ${failedCalls.join(', ')}` : '';
          expect.soft(errors, `${path}: error messages on the way${failed}`).toEqual([]);
        });
      }

      expect.soft(seen.crashes, 'script errors on the way').toEqual([]);
      expect(stopped, 'lists whose walk stopped').toEqual([]);
    });
  });
}
