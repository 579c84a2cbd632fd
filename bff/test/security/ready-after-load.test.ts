import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { communicationPorts } from '../../src/boot/communication-ports.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { Store } from '../../src/store/store.ts';
import { ORIGIN } from '../support/test-app.ts';

/** An audit file of about 20 MB, as a store that has run for a while has: loading it takes visible time. */
async function writeLargeAuditFile(directory: string): Promise<number> {
  const snapshot = {
    contactDetails: { firstName: 'Camille', lastName: 'Martin', email: 'camille.martin@example.org', phoneNumber: '0612345678' },
    comments: 'x'.repeat(1200),
  };
  const lines: string[] = [];
  for (let index = 0; index < 14_000; index += 1) {
    lines.push(
      JSON.stringify({
        _id: `entry-${index}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
        action: 'update',
        resource: 'students',
        recordId: `student-${index % 150}`,
        changes: [],
        snapshot,
      }),
    );
  }
  await writeFile(path.join(directory, 'audit.db'), `${lines.join('\n')}\n`);
  return lines.length;
}

/** Whether a collection answers from memory: a count on a loaded collection settles before the next turn of the event loop. */
async function answersFromMemory(store: Store, collection: string): Promise<boolean> {
  const nextTurn = new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')));
  return (await Promise.race([store.collection(collection).count({}), nextTurn])) !== 'waiting';
}

/**
 * Ready means loaded: after a restart, `/v1/ready` answers 503 until every collection of the embedded store is
 * in memory, so that a load balancer never sends a request that would wait seconds for the audit file.
 */
describe('ready after load', () => {
  let directory = '';
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('answers 503 while the audit file loads, and 200 only once every collection is in memory', { timeout: 120_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-ready-'));
    const entries = await writeLargeAuditFile(directory);
    const store = await createEmbeddedStore({ directory });
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const app = createApp({ store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) });
    const ready = () => app.request(`${ORIGIN}/v1/ready`);

    const first = await ready();
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ code: 'unavailable' });
    // No fixed wait: ask again until the store says it is ready (the test's timeout bounds it).
    let answer = first;
    while (answer.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await ready();
    }
    expect(await answer.json()).toEqual({ status: 'ready', store: 'embedded' });
    expect(await answersFromMemory(store, 'audit')).toBe(true);
    expect(await store.collection('audit').count({})).toBe(entries);
    await store.close();
  });
});
