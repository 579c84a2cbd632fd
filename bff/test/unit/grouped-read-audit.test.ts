import { describe, expect, it } from 'vitest';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';
import { writeReadAudit } from '../../src/audit/grouped-read-audit.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { DuplicateKeyError, type Store } from '../../src/store/store.ts';

const at = new Date('2026-11-28T10:00:00.000Z');
const read = (recordId: string, requestId = `request-${recordId}`) => ({
  actor: undefined,
  action: 'read' as const,
  resource: 'tutors',
  recordId,
  requestId,
  at,
});

/** The writes to the audit collection, one per call of the store (a group is one insertMany). */
function countAuditWrites(store: Store): { writes: number[] } {
  const counted = { writes: [] as number[] };
  store.onChange!((collection, ids) => {
    if (collection === AUDIT_COLLECTION) counted.writes.push(ids.length);
  });
  return counted;
}

/**
 * Reads of sensitive records write their audit entries together while the store is busy (issue 29): each read is
 * answered once its own entry is stored, the entries keep the order of the reads, and a group that fails fails
 * every read in it.
 */
describe('grouped read audit entries', () => {
  it('writes the entries that wait for the store in one write, and settles each read once its entry is stored', async () => {
    const store = await createEmbeddedStore({});
    const counted = countAuditWrites(store);
    // A transaction holds the store's writes, as a create does under load.
    let release!: () => void;
    const held = store.withTransaction(() => new Promise<void>((resolve) => (release = resolve)));
    const first = writeReadAudit(store, read('tutor-0'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = Array.from({ length: 20 }, (_, index) => writeReadAudit(store, read(`tutor-${index + 1}`)));
    let settled = 0;
    for (const promise of [first, ...waiting]) void promise.then(() => (settled += 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled, 'nothing is answered before its entry is stored').toBe(0);
    expect(await store.collection(AUDIT_COLLECTION).count({})).toBe(0);

    release();
    await held;
    await Promise.all([first, ...waiting]);
    // The first group took the first read alone; the twenty reads that came while it waited went in one write.
    expect(counted.writes).toEqual([1, 20]);
    const entries = await store.collection(AUDIT_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(entries.map((entry) => entry.recordId)).toEqual(Array.from({ length: 21 }, (_, index) => `tutor-${index}`));
    expect(entries.every((entry) => entry.action === 'read' && Array.isArray(entry.fields))).toBe(true);
    await store.close();
  });

  it('writes a read alone when the store is idle', async () => {
    const store = await createEmbeddedStore({});
    const counted = countAuditWrites(store);
    await writeReadAudit(store, read('tutor-a'));
    await writeReadAudit(store, read('tutor-b'));
    expect(counted.writes).toEqual([1, 1]);
    await store.close();
  });

  it('fails every read of a group that could not be stored, and the next group is written', async () => {
    const store = await createEmbeddedStore({});
    // A unique request id on the audit collection: two reads of one request make the group's write fail.
    await store.ensureIndexes([{ collection: AUDIT_COLLECTION, name: 'audit_request_unique', keys: { requestId: 1 }, unique: true }]);
    const outcomes = await Promise.allSettled([writeReadAudit(store, read('tutor-1', 'same')), writeReadAudit(store, read('tutor-2', 'same'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateKeyError);
    await writeReadAudit(store, read('tutor-3'));
    expect((await store.collection(AUDIT_COLLECTION).find({})).map((entry) => entry.recordId)).toEqual(['tutor-3']);
    await store.close();
  });
});
