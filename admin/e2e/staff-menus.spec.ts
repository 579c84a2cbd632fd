import { menuFor, type MenuEntry, type SessionUser } from '@binome/schema';
import { expect, signInAs, test } from './support/stack.ts';

const STAFF = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];

const paths = (menu: MenuEntry[]) => menu.flatMap((entry) => ('items' in entry ? entry.items : [entry])).map((item) => item.path);

for (const role of STAFF) {
  test(`${role}: the menu of section 2, and every entry renders its data`, async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signInAs(page, role);

    // The menu shown is the schema's menu for this person, entry for entry.
    const me = (await (await page.request.get('/v1/me')).json()) as { user: SessionUser };
    const expected = paths(menuFor(me.user));
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    const shown = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(shown).toEqual(expected);

    const main = page.locator('#main');
    const title = main.getByRole('heading', { level: 1 });
    for (const path of expected) {
      const moving = new URL(page.url()).pathname !== path;
      const previous = moving && (await title.count()) ? await title.first().textContent() : null;
      await nav.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}(\\?|$)`));
      // The router keeps the previous screen on view while the next one's code loads: wait for the new title.
      await expect(title.first(), path).toBeVisible();
      if (previous) await expect(title.first(), path).not.toHaveText(previous);
      await page.waitForLoadState('networkidle');
      // A list shows its rows (or says it has none), never a refusal, a not-found page or an error.
      const table = main.locator('.ant-table-tbody');
      if (await table.count()) await expect(table.locator('tr.ant-table-row').first().or(main.getByText('Aucun résultat')).first(), path).toBeVisible();
      await expect(main.getByText('Accès refusé'), path).toHaveCount(0);
      await expect(main.getByText('Page introuvable'), path).toHaveCount(0);
      await expect(page.getByText("Une erreur s'est produite"), path).toHaveCount(0);
    }
    expect(failures).toEqual([]);
  });
}
