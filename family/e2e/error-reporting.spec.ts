import { test as base, expect } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type RunningServer } from '../../bff/test/support/server-process.ts';
import { DEMO_PASSWORD } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/** A stand-in for the error-reporting service: records the bodies POSTed to it (Sentry envelopes). */
async function startCollector(): Promise<{ port: number; envelopes: string[]; close: () => Promise<void> }> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The built server with SENTRY_DSN pointing at the local collector. */
const test = base.extend<object, { reporting: { url: string; envelopes: string[] } }>({
  reporting: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const collector = await startCollector();
      const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-e2e-reporting-'));
      const port = await freePort();
      const server: RunningServer = await startServerProcess({
        runtime: 'node',
        dataDirectory,
        port,
        env: { PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO_PASSWORD, SENTRY_DSN: `http://publickey@127.0.0.1:${collector.port}/1` },
      });
      await use({ url: server.url, envelopes: collector.envelopes });
      await server.stop();
      await collector.close();
      await rm(dataDirectory, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ reporting }, use) => use(reporting.url),
});

/** The same server without SENTRY_DSN. */
const withoutDsn = base.extend<object, { plain: { url: string } }>({
  plain: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-e2e-no-reporting-'));
      const port = await freePort();
      const server = await startServerProcess({ runtime: 'node', dataDirectory, port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO_PASSWORD } });
      await use({ url: server.url });
      await server.stop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ plain }, use) => use(plain.url),
});

/** The envelope holding an error event whose text contains `marker`. */
async function envelopeWith(envelopes: string[], marker: string): Promise<string> {
  await expect.poll(() => envelopes.some((body) => body.includes(marker) && body.includes('"type":"event"')), { timeout: 15_000 }).toBe(true);
  return envelopes.find((body) => body.includes(marker) && body.includes('"type":"event"'))!;
}

test('an error thrown in the family app reaches the configured endpoint as an envelope, with the user id and no personal data', async ({ page, reporting }) => {
  const reportingChunk = page.waitForResponse((response) => /sentry-reporter-[\w-]+\.js$/.test(response.url()));
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page.getByRole('heading', { name: /Isabelle/ })).toBeVisible();
  await reportingChunk;

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Boom in the family app for Isabelle Roussel, isabelle.roussel@example.org, 06 12 34 56 78');
    });
  });
  const envelope = await envelopeWith(reporting.envelopes, 'Boom in the family app');

  expect(envelope).toContain('"id":"demo-parent"');
  for (const personal of ['@example.org', '@demo.binome.test', '06 12 34 56 78', 'Isabelle', 'Roussel', 'secure-access-token'])
    expect(envelope).not.toContain(personal);
});

test('an error thrown in the staff app reaches it too', async ({ page, reporting }) => {
  const reportingChunk = page.waitForResponse((response) => /staff-assets\/sentry-reporter-[\w-]+\.js$/.test(response.url()));
  await signInThroughApi(page, 'manager@demo.binome.test');
  await reportingChunk;
  await expect(page.locator('meta[name="binome-error-reporting-dsn"]')).toHaveCount(1);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Boom in the staff app');
    });
  });
  const envelope = await envelopeWith(reporting.envelopes, 'Boom in the staff app');
  expect(envelope).toContain('"id":"demo-manager"');
  expect(envelope).not.toContain('@demo.binome.test');
});

withoutDsn('without SENTRY_DSN the apps load no reporting code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page.getByRole('heading', { name: /Isabelle/ })).toBeVisible();
  await expect(page.locator('meta[name="binome-error-reporting-dsn"]')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('sentry'))).toEqual([]);
});
