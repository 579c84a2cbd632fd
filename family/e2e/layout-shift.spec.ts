import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The family pages do not jump while they load (issue 29: the audit measured a cumulative layout shift of 0.20 to
 * 0.53, the footer and the sections below pushed down as the data came). Each page is opened anew, on a phone and
 * on a laptop, with the server's answers and the lazy code held back by uneven delays, so that what sits above
 * arrives after what sits below, as on a slow network: once everything has come, the page's layout shift (the
 * largest burst of shifts not caused by the reader, as browsers report it) stays under 0.1, Google's "good".
 */

const PAGES = {
  'tutor@demo.binome.test': ['/', '/tutor/sessions', '/tutor/listSessions', '/tutor/students', '/tutor/account'],
  'parent@demo.binome.test': ['/', '/parent/sessions', '/parent/group-sessions', '/parent/account'],
};

/** Held back by turns, in milliseconds: uneven, so that the answers come in another order than asked. */
const DELAYS = [300, 0, 150, 500, 50, 250];

/** What a `layout-shift` performance entry tells (the DOM typings do not have it yet). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}
declare global {
  interface Window {
    layoutShifts: { time: number; value: number; moved: string[] }[];
  }
}

/** Records, from the document's start, each layout shift the reader did not cause, and what moved. */
function recordLayoutShifts() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
      );
      window.layoutShifts.push({ time: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window (shifts less than 1 s apart, at most 5 s long), as the browsers' CLS counts them. */
function cumulativeLayoutShift(shifts: Window['layoutShifts']): number {
  let largest = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (sum > 0 && (shift.time - last > 1000 || shift.time - first > 5000)) sum = 0;
    if (sum === 0) first = shift.time;
    sum += shift.value;
    last = shift.time;
    largest = Math.max(largest, sum);
  }
  return largest;
}

/** Holds back every answer of the API and every script by the next delay of `DELAYS`; counts those still held. */
async function slowNetwork(page: Page): Promise<() => number> {
  let turn = 0;
  let held = 0;
  await page.route(/\/(v1|assets)\//, async (route) => {
    const delay = DELAYS[turn++ % DELAYS.length]!;
    held += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    } finally {
      held -= 1;
    }
  });
  return () => held;
}

/** Opens `path` anew and waits until everything asked has come and is drawn; the page's layout shift then. */
async function layoutShiftOf(page: Page, path: string, held: () => number): Promise<{ cls: number; moved: string[] }> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
  await expect.poll(held, { message: `${path}: every held answer let through` }).toBe(0);
  await expect(page.locator('.loading')).toHaveCount(0);
  // Shifts are reported once the frame that makes them is painted: two frames later, all are in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { cls: cumulativeLayoutShift(shifts), moved: [...new Set(shifts.flatMap((shift) => shift.moved))] };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 1024 });
    for (const [email, paths] of Object.entries(PAGES)) {
      test(`${email}: the pages do not jump while their data comes late`, async ({ page }) => {
        await page.addInitScript(recordLayoutShifts);
        const held = await slowNetwork(page);
        await signInThroughApi(page, email, { path: paths[0] });
        for (const path of paths) {
          const { cls, moved } = await layoutShiftOf(page, path, held);
          expect.soft(cls, `${path}: layout shift ${cls.toFixed(3)}, moved: ${moved.join(' ')}`).toBeLessThan(0.1);
        }
      });
    }
  });
}
