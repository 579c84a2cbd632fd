import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../src/audit/audit-log.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';

/**
 * The history of a record is read newest first, by `at` then `_id` (audit.handlers.ts): entries written within one
 * millisecond (an update and the delete just after it, on a fast machine) must come back in the reverse order of
 * their writing, never shuffled by random ids.
 */
describe('audit entries of one millisecond', () => {
  it('are read newest first in the order they were written', async () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const actions = ['create', 'update', 'update', 'delete'] as const;
    const written = Array.from({ length: 50 }, (_, index) =>
      auditEntry({
        actor: undefined,
        action: actions[index % actions.length]!,
        resource: 'establishments',
        recordId: 'establishment-1',
        at,
        requestId: `request-${index}`,
      }),
    );
    const store = await createEmbeddedStore({});
    await store.collection('auditLog').insertMany(written);
    const read = await store.collection('auditLog').find({}, { sort: { at: -1, _id: -1 } });
    expect(read.map((entry) => entry.requestId)).toEqual(written.map((entry) => entry.requestId).reverse());
    await store.close();
  });
});
