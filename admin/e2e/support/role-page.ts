import type { Page } from '@playwright/test';
import { expect, test as stack } from './stack.ts';

/** A role's page, and the script errors it has thrown since it was handed to the test (its opening included). */
export interface RolePage {
  page: Page;
  errors: () => string[];
}

/**
 * One signed-in page per role, kept for the worker: the tests of a series of screens reach each one by the menu,
 * as a person would, instead of loading the whole app again in a fresh browser (a cold load is most of a screen
 * test's CPU: the bundle fetched and parsed, antd's styles computed again). A test that fails discards the
 * worker and so its page; a page left broken without failing a test (closed, crashed, error screen, no menu) is
 * opened again by the next test that asks for it.
 */
export const test = stack.extend<object, { rolePage: (role: string) => Promise<RolePage> }>({
  rolePage: [
    async ({ browser, server, signedIn }, use, workerInfo) => {
      let current: { role: string; page: Page; errors: string[] } | undefined;
      const open = async (role: string) => {
        // Made in a worker fixture, the context takes none of the project's `use` options: they are given here.
        const { locale, timezoneId, viewport } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL: server.url, locale, timezoneId, viewport, storageState: await signedIn(role) });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
        await page.goto('/');
        return { role, page, errors };
      };
      await use(async (role) => {
        const kept = current?.role === role && (await usable(current.page));
        if (!kept) {
          // Pages of other roles are not kept: the tests of a role run together, and each page holds a whole app.
          await current?.page.context().close();
          current = await open(role);
        }
        const { page, errors } = current!;
        const from = kept ? errors.length : 0;
        return { page, errors: () => errors.slice(from) };
      });
      await current?.page.context().close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The app still stands: the page is open, shows the main menu, and no error screen. */
async function usable(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  try {
    if (!(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible())) return false;
    return (await page.getByText("Une erreur s'est produite").count()) === 0;
  } catch {
    // A crashed page answers nothing.
    return false;
  }
}

export { expect };
