// How long a staff list takes to show its first row, and how much main-thread script the browser spends on it:
// cold (a fresh tab opening the list's address: bundle, styles, session, rights, data) and from the menu (the app
// already open, the list reached by its menu link, as a person moves between screens). Each list is visited
// several times from the menu, alternating with the others, so that the second and later visits are measured too.
// Figures from Chromium's performance counters (CDP `Performance.getMetrics`: ScriptDuration, LayoutDuration,
// RecalcStyleDuration), medians over the visits.
//
// With --waterfall, one more cold load of the first list prints when each script and API request started and ended,
// from the navigation (what a cold load waits on, one after the other).
// Usage: `node admin/bench/list-render.mjs [--rounds N] [--url http://127.0.0.1:PORT] [--waterfall]`. Without --url it starts the
// built server (`npm run build` first) on a fresh data directory (the demo is loaded on first start) and stops it.
// Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). A benchmark, not a test: it prints, it does not fail.
import { parseArgs } from 'node:util';
import { freshPage, launchChromium, measure as measureUntil, median, printWaterfall, serverAt, signedInState } from '../../bff/bench/first-load-browser.mjs';

const ROLE = 'coordinator';
/** The lists measured: the menu link's address and what it opens. */
const LISTS = ['/manage/tutors', '/manage/students', '/internal-system/tutoring/pairs', '/internal-system/tutoring/reports'];
const FIRST_ROW = '#main .ant-table-tbody tr.ant-table-row';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, url: { type: 'string' }, waterfall: { type: 'boolean', default: false } },
});
const ROUNDS = Number(options.rounds);

/** From `start()` until the list's first row is drawn, with what the main thread spent and the bytes received. */
const measure = (opened, start) => measureUntil(opened, start, opened.page.locator(FIRST_ROW));

async function main() {
  const server = await serverAt(options.url);
  const browser = await launchChromium();
  try {
    const storageState = await signedInState(browser, server.url, `${ROLE}@demo.binome.test`);
    const newPage = () => freshPage(browser, server.url, storageState);

    const cold = Object.fromEntries(LISTS.map((list) => [list, []]));
    const fromMenu = Object.fromEntries(LISTS.map((list) => [list, []]));
    // One warm-up round of each kind: the server's first answers and the disk cache are not what is measured.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const list of LISTS) {
        const opened = await newPage();
        const figures = await measure(opened, () => opened.page.goto(list));
        if (round > 0) cold[list].push(figures);
        await opened.context.close();
      }
    }
    const opened = await newPage();
    const { context, page } = opened;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const list of LISTS) {
        const link = page.getByRole('navigation', { name: 'Menu principal' }).locator(`a[href="${list}"]`);
        const figures = await measure(opened, () => link.click());
        if (round > 0) fromMenu[list].push(figures);
      }
    }
    await context.close();

    if (options.waterfall) {
      const cold = await newPage();
      await printWaterfall(cold, LISTS[0], cold.page.locator(FIRST_ROW));
    }

    const fmt = (n) => `${Math.round(n)}`.padStart(6);
    console.info(`Staff lists as ${ROLE}, medians of ${ROUNDS} visits each (ms, KiB): first row; main-thread script, layout, style; cold: bytes received`);
    console.info(
      `${'list'.padEnd(36)} ${'cold: row'.padStart(9)} ${'script'.padStart(6)} ${'layout'.padStart(6)} ${'style'.padStart(6)} ${'KiB'.padStart(6)} | ${'menu: row'.padStart(9)} ${'script'.padStart(6)} ${'layout'.padStart(6)} ${'style'.padStart(6)}`,
    );
    for (const list of LISTS) {
      const m = (runs, key) => median(runs.map((run) => run[key]));
      console.info(
        `${list.padEnd(36)} ${fmt(m(cold[list], 'firstRow')).padStart(9)} ${fmt(m(cold[list], 'script'))} ${fmt(m(cold[list], 'layout'))} ${fmt(m(cold[list], 'style'))} ${fmt(m(cold[list], 'kilobytes'))} | ${fmt(m(fromMenu[list], 'firstRow')).padStart(9)} ${fmt(m(fromMenu[list], 'script'))} ${fmt(m(fromMenu[list], 'layout'))} ${fmt(m(fromMenu[list], 'style'))}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
