import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type RunningServer } from '../../../bff/test/support/server-process.ts';
import { DEMO_PASSWORD, SEEDED_DATA_DIRECTORY } from './seeded-data.ts';

export { DEMO_PASSWORD };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The built server (`bff/dist`, serving `admin/dist` and `family/dist`) on a fresh data directory with the demo
 * data (a copy of the one seeded once for the run), started once per worker; and, for tests that are about a
 * screen rather than about signing in, the session of each demo role, signed in once per worker
 * (`test.use({ storageState: ({ signedIn }, use) => ... })`).
 */
export const test = base.extend<object, { server: RunningServer; signedIn: (role: string) => Promise<StorageState> }>({
  server: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-staff-e2e-'));
      // A copy of the demo data the global set-up loaded once (seed-once.ts); without it, the server loads its own.
      const seeded = process.env[SEEDED_DATA_DIRECTORY];
      if (seeded) await cp(seeded, dataDirectory, { recursive: true });
      const port = await freePort();
      // The browser's origin must be the configured public address (cross-site writes are refused).
      // Every browser of the suite signs in from the same address: the per-address limit is for the open internet.
      const server = await startServerProcess({
        runtime: 'node',
        dataDirectory,
        port,
        env: {
          DEMO_PASSWORD,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          AUTH_LIMIT_PER_ADDRESS: '5000',
          ...(process.env.E2E_SERVER_LOG ? { LOG_LEVEL: 'info' } : {}),
        },
      });
      await use(server);
      const cpu = process.env.E2E_SERVER_LOG ? await serverCpuSeconds(server) : undefined;
      await server.stop();
      if (process.env.E2E_SERVER_LOG)
        await writeFile(`${process.env.E2E_SERVER_LOG}.${workerInfo.parallelIndex}`, `${server.output()}\nserver CPU seconds: ${cpu}\n`);
      await rm(dataDirectory, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  signedIn: [
    async ({ browser, server }, use) => {
      const sessions = new Map<string, Promise<StorageState>>();
      const signIn = async (role: string) => {
        // A context made inside a test takes that test's options, its storageState included: start from none.
        const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', storageState: { cookies: [], origins: [] } });
        try {
          const page = await context.newPage();
          await signInAs(page, role);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((role) => {
        if (!sessions.has(role)) sessions.set(role, signIn(role));
        return sessions.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** Signs in on the shared /login page as a demo account, and waits for the staff dashboard. */
export async function signInAs(page: Page, role: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(`${role}@demo.binome.test`);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
}

export { expect };

/** The CPU time the server process has used so far (Linux), to tell the server's share of a slow test from the browser's. */
async function serverCpuSeconds(server: RunningServer): Promise<number | undefined> {
  const stat = await readFile(`/proc/${server.child.pid}/stat`, 'utf8').catch(() => undefined);
  // Fields 14 and 15 (user and system time, in clock ticks of 1/100 s), counted after the command's parenthesis.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : undefined;
}
