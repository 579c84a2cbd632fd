import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';
import { purgeExpiredLogEntries, scheduleLogRetention } from '../../src/audit/log-retention.ts';
import { SECURITY_LOG_COLLECTION } from '../../src/audit/security-log.ts';
import { startServer } from '../../src/boot/start.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { Store, StoredDocument } from '../../src/store/store.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const auditEntryAt = (id: string, at: string): StoredDocument => ({
  _id: id,
  at,
  action: 'read',
  resource: 'students',
  recordId: 'demo-student',
  changes: [],
  snapshot: {},
});
const securityEventAt = (id: string, at: string): StoredDocument => ({
  _id: id,
  at,
  kind: 'signIn',
  userId: 'demo-tutor',
  path: '/v1/auth/login',
  details: {},
});

async function idsOf(store: Store, collection: string): Promise<string[]> {
  return (await store.collection(collection).find({}, { sort: { _id: 1 } })).map((document) => document._id);
}

/** The audit and security logs keep entries for AUDIT_RETENTION_DAYS (365 by default), not forever. */
describe('audit and security log retention', () => {
  let store: Store;
  beforeEach(async () => {
    store = await createEmbeddedStore({});
    await store.collection(AUDIT_COLLECTION).insertMany([auditEntryAt('old-audit', daysAgo(400)), auditEntryAt('recent-audit', daysAgo(10))]);
    await store.collection(SECURITY_LOG_COLLECTION).insertMany([securityEventAt('old-event', daysAgo(366)), securityEventAt('recent-event', daysAgo(364))]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a setting, 365 days unless told otherwise', () => {
    expect(readEnv({}).AUDIT_RETENTION_DAYS).toBe(365);
    expect(readEnv({ AUDIT_RETENTION_DAYS: '30' }).AUDIT_RETENTION_DAYS).toBe(30);
    expect(() => readEnv({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it('deletes the entries older than the retention from both logs, and only those', async () => {
    expect(await purgeExpiredLogEntries(store, NOW, 365)).toEqual({ audit: 1, securityEvents: 1 });
    expect(await idsOf(store, AUDIT_COLLECTION)).toEqual(['recent-audit']);
    expect(await idsOf(store, SECURITY_LOG_COLLECTION)).toEqual(['recent-event']);
    expect(await purgeExpiredLogEntries(store, NOW, 30)).toEqual({ audit: 0, securityEvents: 1 });
  });

  it('is idempotent: replicas purging together delete each entry once, and nothing is left to delete after', async () => {
    const passes = await Promise.all([purgeExpiredLogEntries(store, NOW, 365), purgeExpiredLogEntries(store, NOW, 365)]);
    expect(passes.reduce((sum, pass) => sum + pass.audit + pass.securityEvents, 0)).toBe(2);
    expect(await purgeExpiredLogEntries(store, NOW, 365)).toEqual({ audit: 0, securityEvents: 0 });
  });

  it('runs at start and then every interval, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const retention = scheduleLogRetention({ store, env: { AUDIT_RETENTION_DAYS: 365 }, now: () => NOW, log: silentLogger }, 60_000);
    await vi.waitFor(async () => expect(await idsOf(store, AUDIT_COLLECTION)).toEqual(['recent-audit']));

    await store.collection(AUDIT_COLLECTION).insertOne(auditEntryAt('expired-since', daysAgo(500)));
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await idsOf(store, AUDIT_COLLECTION)).toEqual(['recent-audit']));

    await retention.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('retention applied by the server at start', () => {
  let directory = '';
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('deletes what expired while it was stopped', { timeout: 60_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-retention-'));
    const recent = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const lines = [auditEntryAt('old-audit', '2020-01-01T00:00:00.000Z'), auditEntryAt('recent-audit', recent)].map((entry) => JSON.stringify(entry));
    await writeFile(path.join(directory, `${AUDIT_COLLECTION}.db`), `${lines.join('\n')}\n`);
    const server = await startServer({
      env: readEnv({ LOG_LEVEL: 'silent', DEMO_DATA: 'off', AUDIT_RETENTION_DAYS: '90' }),
      dataDirectory: directory,
      log: silentLogger,
    });
    await vi.waitFor(async () => expect(await idsOf(server.store, AUDIT_COLLECTION)).toEqual(['recent-audit']), { timeout: 30_000 });
    await server.close();
  });
});
