import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOver, startServerProcess, type RunningServer } from '../support/server-process.ts';

/** The same app under Deno (`deno task start`, the `deno` package from node_modules), called over HTTP. */
describe('the BFF on Deno', () => {
  let directory = '';
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('starts on an empty data directory, loads the demo data and serves the API', { timeout: 180_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-deno-'));
    server = await startServerProcess({ runtime: 'deno', dataDirectory: directory });
    expect(server.output()).not.toMatch(/error/i);
    const ready = (await (await fetch(`${server.url}/v1/ready`)).json()) as { status: string; store: string };
    expect(ready).toEqual({ status: 'ready', store: 'embedded' });

    const cookie = await signInOver(server.url, 'super_administrator@demo.binome.test');
    const list = await fetch(`${server.url}/v1/tutors?_start=0&_end=5&_sort=contactDetails.lastName&_order=asc&status=active`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThan(0);

    const created = await fetch(`${server.url}/v1/establishments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ establishmentName: 'Collège Deno', typeOfEstablishment: 'middle' }),
    });
    expect(created.status).toBe(201);
    const csv = await fetch(`${server.url}/v1/establishments/export.csv`, { headers: { cookie } });
    expect(await csv.text()).toContain('Collège Deno');
    const docs = await fetch(`${server.url}/v1/docs/api-reference.js`);
    expect(docs.status).toBe(200);
  });
});
