import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { communicationPorts } from '../../src/boot/communication-ports.ts';
import { prepareStore } from '../../src/boot/open-store.ts';
import { seedDemoDataIfEmpty } from '../../src/boot/demo-seed.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { Collection, Store, StoredDocument } from '../../src/store/store.ts';
import { json, ORIGIN, sessionCookieOf, TEST_NOW, TEST_PASSWORD } from '../support/test-app.ts';

/**
 * "A create interrupted by a crash is either absent or present with its audit entry" (security review). On the
 * embedded store each collection is its own file and a transaction is undone in memory only, so what a crash leaves
 * is whatever was appended before it. The test copies the data directory as a crash would leave it before every
 * write of a create, an update and a delete (a fault injected at the store port, the real store underneath), opens
 * each copy as the server would at its next start, and checks that no record, change or deletion is there without
 * its audit entry.
 */
const WRITES = ['insertOne', 'insertMany', 'updateOne', 'updateMany', 'replaceOne', 'findOneAndUpdate', 'deleteOne', 'deleteMany'] as const;

let directory: string;
let crashes: string;
let store: Store;
/** Called before every write that goes through the app's store, with the collection written. */
let beforeWrite: ((collection: string) => Promise<void>) | undefined;

/** The real store, with `beforeWrite` called at the port before each write (inside transactions too). */
function watched(inner: Store): Store {
  const collection = (name: string): Collection => {
    const real = inner.collection(name);
    return new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (!(WRITES as readonly (string | symbol)[]).includes(property)) return value.bind(target);
        return async (...args: unknown[]) => {
          await beforeWrite?.(name);
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  };
  return {
    kind: inner.kind,
    collection,
    ensureIndexes: (indexes) => inner.ensureIndexes(indexes),
    withTransaction: (work) => inner.withTransaction((transaction) => work(watched(transaction))),
    ready: () => inner.ready(),
    compact: (names) => inner.compact(names),
    close: () => inner.close(),
  };
}

/** The collection files as they are now: what a crash at this instant leaves. */
async function crashCopy(): Promise<string> {
  const target = await mkdtemp(path.join(crashes, 'crash-'));
  for (const file of await readdir(directory)) if (file.endsWith('.db')) await copyFile(path.join(directory, file), path.join(target, file));
  return target;
}

/** What the server would find at its next start from a crash copy. */
async function reopened(
  copy: string,
  collection: string,
  filter: Record<string, unknown>,
  auditFilter: Record<string, unknown>,
): Promise<{ records: StoredDocument[]; entries: StoredDocument[] }> {
  const restarted = await createEmbeddedStore({ directory: copy });
  const result = { records: await restarted.collection(collection).find(filter), entries: await restarted.collection(AUDIT_COLLECTION).find(auditFilter) };
  return result;
}

let app: ReturnType<typeof createApp>;
let admin: string;

async function call(route: string, options: { method?: string; body?: unknown } = {}): Promise<Response> {
  return app.request(`${ORIGIN}${route}`, {
    method: options.method ?? 'GET',
    headers: { cookie: admin, ...(options.body !== undefined && { 'content-type': 'application/json' }) },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
}

/** Runs `request`, taking a crash copy before each of its writes and one after; answers the writes' order and the copies. */
async function crashingAt(request: () => Promise<Response>): Promise<{ response: Response; order: string[]; copies: string[] }> {
  const order: string[] = [];
  const copies: string[] = [];
  beforeWrite = async (collection) => {
    order.push(collection);
    copies.push(await crashCopy());
  };
  try {
    const response = await request();
    copies.push(await crashCopy());
    return { response, order, copies };
  } finally {
    beforeWrite = undefined;
  }
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'binome-audit-first-'));
  crashes = await mkdtemp(path.join(tmpdir(), 'binome-audit-first-crashes-'));
  store = await createEmbeddedStore({ directory });
  await prepareStore(store);
  await seedDemoDataIfEmpty(store, { password: TEST_PASSWORD, now: TEST_NOW, log: silentLogger });
  const env = readEnv({ LOG_LEVEL: 'silent' });
  const outbox = path.join(directory, 'outbox');
  await mkdir(outbox, { recursive: true });
  app = createApp({
    store: watched(store),
    env,
    now: () => new Date(),
    log: silentLogger,
    ...communicationPorts(env, outbox, silentLogger),
    clientAddress: () => undefined,
  });
  const signedIn = await app.request(`${ORIGIN}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_administrator@demo.binome.test', password: TEST_PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  admin = sessionCookieOf(signedIn);
}, 180_000);

afterAll(async () => {
  await store?.close();
  await rm(directory, { recursive: true, force: true });
  await rm(crashes, { recursive: true, force: true });
});

describe('a write interrupted by a crash never leaves a record without its audit entry', () => {
  const name = 'Collège du test de panne';
  let id: string;

  it('create: the audit entry is written first; at every crash point the record is absent or has its entry', { timeout: 120_000 }, async () => {
    const { response, order, copies } = await crashingAt(() =>
      call('/v1/establishments', { method: 'POST', body: { establishmentName: name, typeOfEstablishment: 'middle' } }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    id = (await json<{ id: string }>(response)).id;
    for (const [index, copy] of copies.entries()) {
      const { records, entries } = await reopened(copy, 'establishments', { _id: id }, { recordId: id, action: 'create' });
      if (records.length > 0) expect(entries, `crash before write ${index} (${order[index] ?? 'after the answer'})`).toHaveLength(1);
    }
    expect(order.indexOf(AUDIT_COLLECTION)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(AUDIT_COLLECTION)).toBeLessThan(order.indexOf('establishments'));
    // After the answer, both are there.
    const last = await reopened(copies.at(-1)!, 'establishments', { _id: id }, { recordId: id, action: 'create' });
    expect([last.records.length, last.entries.length]).toEqual([1, 1]);
  });

  it('update: the change is never on disk without its entry', { timeout: 120_000 }, async () => {
    const { response, order, copies } = await crashingAt(() =>
      call(`/v1/establishments/${id}`, { method: 'PATCH', body: { establishmentName: `${name} (renommé)` } }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    for (const [index, copy] of copies.entries()) {
      const { records, entries } = await reopened(
        copy,
        'establishments',
        { _id: id, establishmentName: `${name} (renommé)` },
        { recordId: id, action: 'update' },
      );
      if (records.length > 0) expect(entries, `crash before write ${index} (${order[index] ?? 'after the answer'})`).toHaveLength(1);
    }
    expect(order.indexOf(AUDIT_COLLECTION)).toBeLessThan(order.indexOf('establishments'));
  });

  it('delete: the record is never gone from disk without its entry', { timeout: 120_000 }, async () => {
    const { response, order, copies } = await crashingAt(() => call(`/v1/establishments/${id}`, { method: 'DELETE' }));
    expect(response.status, await response.clone().text()).toBe(200);
    for (const [index, copy] of copies.entries()) {
      const { records, entries } = await reopened(copy, 'establishments', { _id: id }, { recordId: id, action: 'delete' });
      if (records.length === 0) expect(entries, `crash before write ${index} (${order[index] ?? 'after the answer'})`).toHaveLength(1);
    }
    expect(order.indexOf(AUDIT_COLLECTION)).toBeLessThan(order.indexOf('establishments'));
  });

  it('a record insert that fails after its audit entry (a duplicate name) leaves neither, in memory and on disk', async () => {
    const taken = 'Collège du doublon';
    expect((await call('/v1/establishments', { method: 'POST', body: { establishmentName: taken, typeOfEstablishment: 'middle' } })).status).toBe(201);
    const before = await store.collection(AUDIT_COLLECTION).count({ resource: 'establishments', action: 'create' });
    const { response, order, copies } = await crashingAt(() =>
      call('/v1/establishments', { method: 'POST', body: { establishmentName: taken, typeOfEstablishment: 'middle' } }),
    );
    expect(response.status).toBe(409);
    // The entry was written, then the insert refused, and the transaction undid the entry.
    expect(order.slice(0, 2)).toEqual([AUDIT_COLLECTION, 'establishments']);
    expect(await store.collection(AUDIT_COLLECTION).count({ resource: 'establishments', action: 'create' })).toBe(before);
    const { records, entries } = await reopened(
      copies.at(-1)!,
      'establishments',
      { establishmentName: taken },
      { resource: 'establishments', action: 'create' },
    );
    expect(records).toHaveLength(1);
    expect(entries).toHaveLength(before);
  });
});
