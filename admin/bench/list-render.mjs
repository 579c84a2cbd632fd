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
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Binome-demo-2026!';
const ROLE = 'coordinator';
/** The lists measured: the menu link's address and what it opens. */
const LISTS = ['/manage/tutors', '/manage/students', '/internal-system/tutoring/pairs', '/internal-system/tutoring/reports'];
const FIRST_ROW = '#main .ant-table-tbody tr.ant-table-row';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, url: { type: 'string' }, waterfall: { type: 'boolean', default: false } },
});
const ROUNDS = Number(options.rounds);

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh data directory, once it answers /v1/ready. */
async function startServer() {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-list-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, DEMO_PASSWORD: PASSWORD, PUBLIC_URL: url, LOG_LEVEL: 'error' };
  const child = spawn(process.execPath, ['bff/dist/main.node.js'], { cwd: REPOSITORY, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not answer in time');
    if (
      await fetch(`${url}/v1/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The page's main-thread counters, in milliseconds. */
async function counters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), layout: value('LayoutDuration'), style: value('RecalcStyleDuration'), task: value('TaskDuration') };
}
const minus = (after, before) => Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));

/** From `start()` until the list's first row is drawn, with what the main thread spent meanwhile. */
async function measure(page, cdp, start) {
  const before = await counters(cdp);
  const began = performance.now();
  await start();
  await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 120_000 });
  const elapsed = performance.now() - began;
  // The work the visit causes after its first row (late answers, re-renders): until the page is idle.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  return { firstRow: elapsed, ...minus(await counters(cdp), before) };
}

/** One cold load of `list`: each script and API request, started and finished, in ms from the navigation. */
async function printWaterfall(newPage, list) {
  const { context, page } = await newPage();
  const requests = new Map();
  const began = performance.now();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/\.js$|^\/v1\//.test(pathname)) requests.set(request, { name: `${pathname}${search}`.slice(0, 90), start: performance.now() - began, end: NaN });
  });
  page.on('requestfinished', (request) => {
    const entry = requests.get(request);
    if (entry) entry.end = performance.now() - began;
  });
  await page.goto(list);
  await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 120_000 });
  const firstRow = performance.now() - began;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  console.info(`Cold load of ${list}, requests in ms from the navigation (first row at ${Math.round(firstRow)} ms):`);
  for (const { name, start, end } of requests.values())
    console.info(`${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${name}`);
  console.info('');
  await context.close();
}

async function main() {
  const server = options.url ? { url: options.url, stop: async () => undefined } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
  });
  try {
    const signIn = await browser.newContext({ baseURL: server.url });
    const login = await signIn.request.post('/v1/auth/login', {
      data: { email: `${ROLE}@demo.binome.test`, password: PASSWORD },
      headers: { origin: server.url },
    });
    if (!login.ok()) throw new Error(`Sign-in refused: ${login.status()} ${await login.text()}`);
    const storageState = await signIn.storageState();
    await signIn.close();
    const newPage = async () => {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        viewport: { width: 1366, height: 900 },
        storageState,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      return { context, page, cdp };
    };

    const cold = Object.fromEntries(LISTS.map((list) => [list, []]));
    const fromMenu = Object.fromEntries(LISTS.map((list) => [list, []]));
    // One warm-up round of each kind: the server's first answers and the disk cache are not what is measured.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const list of LISTS) {
        const { context, page, cdp } = await newPage();
        const figures = await measure(page, cdp, () => page.goto(list));
        if (round > 0) cold[list].push(figures);
        await context.close();
      }
    }
    const { context, page, cdp } = await newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const list of LISTS) {
        const link = page.getByRole('navigation', { name: 'Menu principal' }).locator(`a[href="${list}"]`);
        const figures = await measure(page, cdp, () => link.click());
        if (round > 0) fromMenu[list].push(figures);
      }
    }
    await context.close();

    if (options.waterfall) await printWaterfall(newPage, LISTS[0]);

    const fmt = (n) => `${Math.round(n)}`.padStart(6);
    console.info(`Staff lists as ${ROLE}, medians of ${ROUNDS} visits each (ms): first row; main-thread script, layout, style`);
    console.info(
      `${'list'.padEnd(36)} ${'cold: row'.padStart(9)} ${'script'.padStart(6)} ${'layout'.padStart(6)} ${'style'.padStart(6)} | ${'menu: row'.padStart(9)} ${'script'.padStart(6)} ${'layout'.padStart(6)} ${'style'.padStart(6)}`,
    );
    for (const list of LISTS) {
      const m = (runs, key) => median(runs.map((run) => run[key]));
      console.info(
        `${list.padEnd(36)} ${fmt(m(cold[list], 'firstRow')).padStart(9)} ${fmt(m(cold[list], 'script'))} ${fmt(m(cold[list], 'layout'))} ${fmt(m(cold[list], 'style'))} | ${fmt(m(fromMenu[list], 'firstRow')).padStart(9)} ${fmt(m(fromMenu[list], 'script'))} ${fmt(m(fromMenu[list], 'layout'))} ${fmt(m(fromMenu[list], 'style'))}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
