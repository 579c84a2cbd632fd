import { describe, expect, it } from 'vitest';
import { countEvent, purgeEndedWindows, THROTTLE_COLLECTION } from '../../src/auth/throttle.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';

/**
 * Review of issue 10: every client address ever seen left a counter behind (per-address limits, lockouts, paces,
 * trusted addresses), never deleted. Ended windows are purged; live ones stay and keep counting.
 */
describe('ended sign-in counters are deleted', () => {
  it('deletes the windows that ended over an hour ago, and only those', async () => {
    const store = await createEmbeddedStore({});
    const now = new Date('2026-11-20T10:00:00.000Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
    await countEvent(store, 'address:198.51.100.1', 15 * 60 * 1000, hoursAgo(3));
    await countEvent(store, 'address:198.51.100.2', 15 * 60 * 1000, hoursAgo(0.5));
    await countEvent(store, 'address:198.51.100.3', 15 * 60 * 1000, now);
    expect(await purgeEndedWindows(store, now)).toBe(1);
    const left = (await store.collection(THROTTLE_COLLECTION).find({}, { sort: { _id: 1 } })).map((window) => window._id);
    expect(left).toEqual(['address:198.51.100.2', 'address:198.51.100.3']);
    expect((await countEvent(store, 'address:198.51.100.3', 15 * 60 * 1000, now)).count).toBe(2);
    expect(await purgeEndedWindows(store, now)).toBe(0);
  });
});
