import { menuFor, RESOURCES, type MenuEntry, type MenuItem, type Resource, type SessionUser } from '@binome/schema';
import { expect, test } from './support/role-page.ts';
import { staffWord } from './support/staff-words.ts';

const STAFF = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];

const itemsOf = (menu: MenuEntry[]): MenuItem[] => menu.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
const pathsOf = (menu: MenuEntry[]) => itemsOf(menu).map((item) => item.path);

/**
 * The menu of each demo role, known before the server starts so that each entry gets a test of its own. The test
 * of the role's menu checks that the menu the person really gets (from `/v1/me`) is this one.
 */
const expectedMenu = (role: string) => menuFor({ userId: `demo-${role}`, userRole: role });

const listAt = (path: string) => (RESOURCES as readonly Resource[]).find((resource) => resource.staffPath === path);
/** List addresses that open a workflow rather than a table of records: their rows come once a person is chosen. */
const WORKFLOW_SCREENS = new Set(['/manage/matching']);

/** The h1 each entry's screen shows, in French: a list is titled by its resource, a page by its own title. */
const PAGE_TITLES: Record<string, string> = {
  home: 'dashboard.title',
  statistics: 'staff.statistics.title',
  calendar: 'staff.calendar.title',
  history: 'staffSupport.search.title',
  securityLog: 'staffSupport.security.title',
  apiKeys: 'staffSupport.apiKeys.title',
};
// The support pages' titles are in the words they load with them: `staffWord` reads those too.
const screenTitle = (item: MenuItem) => staffWord(listAt(item.path)?.entity.labelKey ?? PAGE_TITLES[item.key] ?? item.labelKey);

/**
 * The tests of a role share one signed-in page (support/role-page.ts): the first opens the app, each next one
 * reaches its screen by its menu link, with no reload of the app between entries.
 */
for (const role of STAFF) {
  test.describe(role, () => {
    test(`${role}: the menu of section 2, entry for entry`, async ({ rolePage }) => {
      const { page } = await rolePage(role);
      const me = (await (await page.request.get('/v1/me')).json()) as { user: SessionUser };
      const expected = pathsOf(menuFor(me.user));
      expect(expected).toEqual(pathsOf(expectedMenu(role)));
      const links = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
      await expect(links).toHaveCount(expected.length);
      const shown = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
      expect(shown).toEqual(expected);
    });

    for (const item of itemsOf(expectedMenu(role))) {
      test(`${role}: ${item.path} shows its screen and its data`, async ({ rolePage }) => {
        const { page, errors } = await rolePage(role);
        // The entry's own link (by its address: two groups may share a word), clicked as a person would.
        await page.getByRole('navigation', { name: 'Menu principal' }).locator(`a[href="${item.path}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === item.path);
        const main = page.locator('#main');
        await expect(main.getByRole('heading', { level: 1, name: screenTitle(item), exact: true })).toBeVisible();
        // A list shows its rows (or says it has none); any screen finishes loading.
        if (listAt(item.path) && !WORKFLOW_SCREENS.has(item.path))
          await expect(main.locator('.ant-table-tbody tr.ant-table-row').first().or(main.getByText('Aucun résultat')).first()).toBeVisible();
        await expect(main.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
        // Never a refusal, a not-found page or an error.
        await expect(main.getByText('Accès refusé')).toHaveCount(0);
        await expect(main.getByText('Page introuvable')).toHaveCount(0);
        await expect(page.getByText("Une erreur s'est produite")).toHaveCount(0);
        expect(errors()).toEqual([]);
      });
    }
  });
}
