import { test as base } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../../../bff/test/support/mail-catcher.ts';
import { freePort, startServerProcess, type RunningServer } from '../../../bff/test/support/server-process.ts';
import { startOidcProvider, type LocalProvider } from './oidc-provider.ts';

export const DEMO_PASSWORD = 'Test-password-2026!';

export interface Stack {
  url: string;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  provider: LocalProvider;
  outbox: string;
  server: RunningServer;
}

/**
 * Everything a browser test talks to, started once per worker: a local SMTP server, a local OIDC provider, and
 * the built server (`bff/dist`, serving `family/dist`) on a fresh data directory with the demo data.
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-e2e-'));
      const mail = await startMailCatcher();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const provider = await startOidcProvider(await freePort(), `${url}/v1/auth/oidc/google/callback`);
      const server = await startServerProcess({
        runtime: 'node',
        dataDirectory,
        port,
        env: {
          PUBLIC_URL: url,
          DEMO_PASSWORD,
          SMTP_URL: mail.url,
          OIDC_GOOGLE_ISSUER: provider.issuer,
          OIDC_GOOGLE_CLIENT_ID: provider.clientId,
          OIDC_GOOGLE_CLIENT_SECRET: provider.clientSecret,
          OIDC_ALLOW_HTTP: 'on',
          // Every browser of the suite signs in, registers and verifies from the same address (127.0.0.1): the
          // per-address limit of public writes is for the open internet, not for one machine running many people.
          AUTH_LIMIT_PER_ADDRESS: '5000',
        },
      });
      await use({ url, mail, provider, outbox: path.join(dataDirectory, 'outbox'), server });
      await server.stop();
      await provider.close();
      await mail.close();
      await rm(dataDirectory, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
});

export { expect } from '@playwright/test';
