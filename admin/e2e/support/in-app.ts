import type { Page } from '@playwright/test';

/**
 * Opens an address of the app already loaded in the page the way its own links do, without loading the app again
 * (a cold load costs the browser the whole bundle and antd's first styling): the address is pushed on the
 * history, in the router's own shape so that Back still works, and the router told of it. For a screen that no
 * link of the page leads to in one click (a given record), or a series of screens in one test.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
