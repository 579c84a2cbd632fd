// What the first-load benches of both apps share (the staff lists' `admin/bench/list-render.mjs`, the family home's
// `family/bench/home-render.mjs`): the built server on a fresh data directory, a signed-in Chromium, and the page's
// counters (main-thread script, layout and style from CDP `Performance.getMetrics`; bytes received from the
// network, as sent: compressed when the server compressed).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
export const PASSWORD = process.env.DEMO_PASSWORD ?? 'Binome-demo-2026!';

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

/** The built server (`npm run build` first) on a fresh data directory, once it answers /v1/ready. */
export async function startServer() {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-first-load-bench-'));
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

/** The server at `url` when given (left running), else the built one started here. */
export const serverAt = async (url) => (url ? { url, stop: async () => undefined } : startServer());

export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
  });
}

/** The cookies of `email` signed in through the sign-in call the form makes. */
export async function signedInState(browser, url, email) {
  const signIn = await browser.newContext({ baseURL: url });
  const login = await signIn.request.post('/v1/auth/login', { data: { email, password: PASSWORD }, headers: { origin: url } });
  if (!login.ok()) throw new Error(`Sign-in of ${email} refused: ${login.status()} ${await login.text()}`);
  const state = await signIn.storageState();
  await signIn.close();
  return state;
}

/**
 * A fresh context (empty cache: a cold load) with `storageState`'s cookies, a page, and its CDP session with the
 * performance counters on and the bytes received counted (`received()`, since the page opened).
 */
export async function freshPage(browser, url, storageState) {
  const context = await browser.newContext({
    baseURL: url,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
    storageState,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
  });
  return { context, page, cdp, received: () => bytes };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The page's main-thread counters, in milliseconds. */
export async function counters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), layout: value('LayoutDuration'), style: value('RecalcStyleDuration'), task: value('TaskDuration') };
}
export const minus = (after, before) => Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));

/**
 * From `start()` until `shown` (a locator) is visible, with what the main thread spent and the bytes received
 * meanwhile, the work after it (late answers, re-renders) counted until the page is idle.
 */
export async function measure({ page, cdp, received }, start, shown) {
  const before = await counters(cdp);
  const bytesBefore = received();
  const began = performance.now();
  await start();
  await shown.first().waitFor({ state: 'visible', timeout: 120_000 });
  const elapsed = performance.now() - began;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  return { firstRow: elapsed, ...minus(await counters(cdp), before), kilobytes: (received() - bytesBefore) / 1024 };
}

/** One cold load of `address`: each script and API request, started and finished, in ms from the navigation. */
export async function printWaterfall({ context, page }, address, shown) {
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
  await page.goto(address);
  await shown.first().waitFor({ state: 'visible', timeout: 120_000 });
  const firstRow = performance.now() - began;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  console.info(`Cold load of ${address}, requests in ms from the navigation (shown at ${Math.round(firstRow)} ms):`);
  for (const { name, start, end } of requests.values())
    console.info(`${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${name}`);
  console.info('');
  await context.close();
}
