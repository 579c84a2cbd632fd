import { RESOURCES, type Resource } from '@binome/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { createQueryLog, recordingStore, type RecordedQuery } from '../support/recording-store.ts';
import { isServed, untranslatedOperators } from '../support/index-coverage.ts';
import { allIndexes } from '../../src/boot/open-store.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { silentLogger } from '../../src/http/context.ts';
import { retentionJob } from '../../src/features/privacy/retention.job.ts';
import { purgeExpiredLogEntries } from '../../src/audit/log-retention.ts';
import { purgeEndedWindows } from '../../src/auth/throttle.ts';
import { UNINDEXED_ALLOWED } from './unindexed-allowed.ts';
import { translateFilter } from '../../src/store/mongo/words-field.ts';
import { indexOptionsFor } from '../../src/store/mongo/collation.ts';
import { SORT_COLLATION, type Filter, type IndexSpec } from '../../src/store/store.ts';

/**
 * MongoDB cannot run here, so what it would do with the server's queries is checked on their shapes: a workload of
 * the product's requests runs on a store that writes down every query, and each query must be served by an index
 * the server declares (MongoDB's ESR rule: equality fields as a prefix of the keys, then the sort, then ranges),
 * and use only the operators the MongoDB adapter is proven to translate.
 */
const log = createQueryLog();
let app: TestApp;
const statuses: { step: string; status: number }[] = [];

async function request(step: string, path: string, role: string, init: { method?: string; body?: unknown } = {}) {
  const cookie = await app.signIn(role);
  const response = await log.during(step, () => app.call(path, { cookie, ...init }));
  statuses.push({ step: `${step} ${init.method ?? 'GET'} ${path} as ${role}`, status: response.status });
  return response;
}

const STAFF = 'super_administrator';

beforeAll(async () => {
  app = await createTestApp({ queryLog: log });
  const roles = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc', 'tutor', 'parent', 'student'];
  for (const role of roles) await log.during(`sign-in as ${role}`, () => app.signIn(role));
  for (const role of roles) await request('session lookup', '/v1/me', role);

  for (const { apiName, entity } of RESOURCES as readonly Resource[]) {
    const list = `list ${apiName}`;
    const first = await request(list, `/v1/${apiName}`, STAFF);
    for (const role of ['coordinator', 'vsc', 'tutor', 'parent']) await request(`${list} (${role})`, `/v1/${apiName}`, role);
    for (const field of entity.sortable)
      for (const order of ['asc', 'desc']) await request(`${list} sorted by ${field}`, `/v1/${apiName}?_sort=${field}&_order=${order}`, STAFF);
    await request(`${list} q=`, `/v1/${apiName}?q=dupont`, STAFF);
    if (first.status !== 200) continue;
    const [record] = await json<{ id: string }[]>(first);
    if (!record) continue;
    await request(`read ${apiName} by id`, `/v1/${apiName}/${encodeURIComponent(record.id)}`, STAFF);
    // An empty change still goes through the write path (read, rules, compare-and-set).
    await request(`write ${apiName} by id`, `/v1/${apiName}/${encodeURIComponent(record.id)}`, STAFF, { method: 'PATCH', body: {} });
  }

  for (const role of ['super_administrator', 'manager', 'coordinator']) await request('staff dashboard', '/v1/dashboard', role);
  const week = 'startDate_gte=2026-01-05T00:00:00.000Z&startDate_lte=2026-01-11T23:59:59.999Z';
  for (const role of ['tutor', 'student', 'parent', 'coordinator']) await request('calendar week', `/v1/session-occurrences?${week}`, role);
  for (const kind of ['class-reports', 'sc-reports']) await request('report review queue', `/v1/report-review/${kind}`, 'coordinator');
  await request('matching candidates', '/v1/matching/candidates?mode=tutor&tutorId=demo-tutor&availability=6@10:00&_end=100', 'coordinator');
  await request('matching candidates', '/v1/matching/candidates?mode=student&studentId=demo-student&_end=100', 'coordinator');
  for (const path of ['/v1/audit', '/v1/audit?_order=asc', '/v1/audit?recordId=demo-tutor', '/v1/security-events']) await request('logs', path, STAFF);
  await request('logs', '/v1/audit', 'coordinator');
  for (const path of ['/v1/tutors/export.csv', '/v1/session-occurrences/export.csv', '/v1/audit/export.csv']) await request('CSV export', path, STAFF);

  // The jobs queue's claim and the retention pass it runs, at a date when some people are past the retention.
  const now = new Date('2031-06-01T08:00:00.000Z');
  const store = recordingStore(app.store, log);
  const scheduler = createScheduler({ store, log: silentLogger, now: () => now });
  scheduler.define(retentionJob({ store, blobs: app.blobs, log: silentLogger }));
  await app.store.collection('users').updateOne({ _id: 'demo-parent-5' }, { $set: { status: 'deactivated', updatedAt: '2026-01-01T00:00:00.000Z' } });
  await log.during('jobs claim and retention', () => scheduler.tick());
  await log.during('log retention', () => purgeExpiredLogEntries(store, now, 365));
  await log.during('sign-in counters retention', () => purgeEndedWindows(store, now));

  // The erasure of a person on a deletion request.
  const filed = await request('deletion request', '/v1/data-deletion-requests/submit', 'student', {
    method: 'POST',
    body: { fullName: 'Léo Roussel', email: 'student@demo.binome.test', message: 'Merci de supprimer mes données.' },
  });
  const { id } = await json<{ id: string }>(filed);
  await request('erasure', `/v1/data-deletion-requests/${id}/erase`, STAFF, { method: 'POST', body: { userId: 'demo-student' } });
}, 600_000);

const where = (query: RecordedQuery) =>
  `${query.collection} ${query.operation} ${query.shape}${query.sort ? ` sort ${JSON.stringify(query.sort)}` : ''} (${query.step})`;

const declared = allIndexes();

/** The filter as the MongoDB adapter sends it: a search also asks for a word ending that the words index holds. */
function asMongoRunsIt(filter: Filter, collection: string): Filter {
  const words = declared.find((index) => index.collection === collection && index.words);
  return translateFilter(filter, new Set(words?.words?.searchPaths ?? []));
}

describe('the queries the server issues, on MongoDB', () => {
  it('ran the workload without a server error', () => {
    expect(statuses.filter(({ status }) => status >= 500)).toEqual([]);
    expect(log.queries.length).toBeGreaterThan(500);
  });

  it('each is served by a declared index, or allowed with its reason', () => {
    // Every MongoDB collection has its `_id` index.
    const indexesOf = (collection: string) => [
      { collection, name: '_id_', keys: { _id: 1 as const } },
      ...declared.filter((index) => index.collection === collection),
    ];
    // One line per shape, with where it was issued: the list a reader acts on.
    const unserved = new Map<string, Set<string>>();
    const allowedUsed = new Set<string>();
    for (const query of log.queries) {
      if (!query.indexable || isServed(asMongoRunsIt(query.filter, query.collection), query.sort, indexesOf(query.collection))) continue;
      const allowance = UNINDEXED_ALLOWED.find((entry) => entry.matches(query));
      if (allowance) allowedUsed.add(allowance.reason);
      else {
        const shape = `${query.collection} ${query.shape}${query.sort ? ` sort ${JSON.stringify(query.sort)}` : ''}`;
        unserved.set(shape, (unserved.get(shape) ?? new Set()).add(`${query.operation} in ${query.step}`));
      }
    }
    const report = [...unserved].map(([shape, steps]) => `${shape} <- ${[...steps].slice(0, 3).join('; ')}${steps.size > 3 ? ` (+${steps.size - 3})` : ''}`);
    expect(report.sort(), 'queries no declared index serves').toEqual([]);
    // An allowance no query needs any longer goes, so that the list says what is true.
    expect(UNINDEXED_ALLOWED.map((entry) => entry.reason).filter((reason) => !allowedUsed.has(reason))).toEqual([]);
  });

  it('each uses only the operators the MongoDB adapter translates', () => {
    const untranslated = log.queries.flatMap((query) => untranslatedOperators(query.filter).map((operator) => `${operator} in ${where(query)}`));
    expect([...new Set(untranslated)]).toEqual([]);
  });

  it('each search (q=) is served by the words index of its collection alone, whatever else narrows it', () => {
    const searches = log.queries.filter((query) => query.indexable && query.step.endsWith(' q=') && JSON.stringify(query.filter).includes('$regex'));
    expect(searches.length).toBeGreaterThan(10);
    const unserved = searches.filter((query) => {
      const words = declared.filter((index) => index.collection === query.collection && index.words);
      return words.length !== 1 || !isServed(asMongoRunsIt(query.filter, query.collection), undefined, words);
    });
    expect(unserved.map(where)).toEqual([]);
  });

  it('each erasure and retention query is served by an index, none reads a whole collection', () => {
    const steps = ['erasure', 'jobs claim and retention', 'log retention', 'sign-in counters retention'];
    const queries = log.queries.filter((query) => query.indexable && steps.includes(query.step));
    expect(queries.filter((query) => query.step === 'erasure' && query.operation === 'stream').length).toBeGreaterThan(10);
    const indexesOf = (collection: string): IndexSpec[] => [
      { collection, name: '_id_', keys: { _id: 1 } },
      ...declared.filter((index) => index.collection === collection),
    ];
    const unserved = queries.filter((query) => !isServed(asMongoRunsIt(query.filter, query.collection), query.sort, indexesOf(query.collection)));
    expect(unserved.map(where)).toEqual([]);
  });
});

describe('the indexes the server declares, as MongoDB creates them', () => {
  it("each sorts and compares in the lists' French order, but the words index, whose prefixes need the simple order", () => {
    for (const index of declared) {
      const { collation } = indexOptionsFor(index);
      expect(collation, index.name).toEqual(index.words ? { locale: 'simple' } : SORT_COLLATION);
    }
    expect(declared.filter((index) => index.words).length).toBeGreaterThan(10);
  });
});
