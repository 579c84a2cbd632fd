import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { prepareStore } from '../../src/boot/open-store.ts';
import { DuplicateKeyError, type Store, type StoredDocument } from '../../src/store/store.ts';
import { loadDemoSnapshot, seedDemoData, writeDemoSnapshot } from '../support/demo-snapshot.ts';
import { DEMO_SEED } from '../support/demo-seed-options.ts';
import { CREDENTIALS_COLLECTION } from '../../src/auth/credentials.ts';

/** Every collection of a store, read back whole; password hashes are salted, so only their presence is compared. */
async function contents(store: Store, names: readonly string[]): Promise<Record<string, StoredDocument[]>> {
  const read = async (name: string) =>
    (await store.collection(name).find({}, { sort: { _id: 1 } })).map((document) =>
      name === CREDENTIALS_COLLECTION ? { ...document, passwordHash: typeof document.passwordHash } : document,
    );
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await read(name)] as const)));
}

/** What each test app starts from: the demo seeded once per run, loaded into every app's own store. */
describe('the demo snapshot of the test apps', () => {
  let directory = '';
  let file = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-snapshot-test-'));
    file = path.join(directory, 'demo.v8');
    await writeDemoSnapshot(file, DEMO_SEED);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('gives a store what seeding it gives: the same collections and counts, the same people', async () => {
    const seeded = await createEmbeddedStore({});
    await prepareStore(seeded);
    await seedDemoData(seeded, DEMO_SEED);
    const loaded = await createEmbeddedStore({});
    expect(await loadDemoSnapshot(loaded, file, DEMO_SEED)).toBe(true);
    const names = Object.keys((deserialize(await readFile(file)) as { collections: Record<string, unknown> }).collections);
    expect(names).toEqual(expect.arrayContaining(['users', 'pairs', CREDENTIALS_COLLECTION]));
    const counts = async (store: Store) =>
      Object.fromEntries(await Promise.all(names.map(async (name) => [name, await store.collection(name).count({})] as const)));
    expect(await counts(loaded)).toEqual(await counts(seeded));
    // Some ids and codes are drawn at random by the seed (occurrences, certificate codes); the people are not.
    expect(await contents(loaded, ['users', CREDENTIALS_COLLECTION])).toEqual(await contents(seeded, ['users', CREDENTIALS_COLLECTION]));
    expect(await loaded.collection('users').count({})).toBeGreaterThan(100);
  });

  it('gives each store its own copy: a write in one is not seen in another loaded from the same snapshot', async () => {
    const first = await createEmbeddedStore({});
    const second = await createEmbeddedStore({});
    await loadDemoSnapshot(first, file, DEMO_SEED);
    await loadDemoSnapshot(second, file, DEMO_SEED);
    await first.collection('users').updateOne({ _id: 'demo-tutor' }, { $set: { 'contactDetails.firstName': 'Changé' } });
    await first.collection('pairs').deleteMany({});
    expect(((await second.collection('users').findOne({ _id: 'demo-tutor' }))?.contactDetails as { firstName: string }).firstName).not.toBe('Changé');
    expect(await second.collection('pairs').count({})).toBeGreaterThan(0);
  });

  it('keeps the unique indexes of a seeded store', async () => {
    const store = await createEmbeddedStore({});
    await loadDemoSnapshot(store, file, DEMO_SEED);
    const establishment = await store.collection('establishments').findOne({});
    await expect(store.collection('establishments').insertOne({ ...establishment, _id: 'another-establishment' })).rejects.toThrow(DuplicateKeyError);
  });

  it('is not loaded for a seed made with another clock or password: the store is left empty for a seed', async () => {
    for (const options of [
      { ...DEMO_SEED, now: new Date('2027-01-15T09:00:00.000Z') },
      { ...DEMO_SEED, password: 'Another-password-2026!' },
    ]) {
      const store = await createEmbeddedStore({});
      expect(await loadDemoSnapshot(store, file, options)).toBe(false);
      expect(await store.collection('users').count({})).toBe(0);
    }
  });
});
