import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { worthRewriting } from '../../src/store/embedded/load-without-rewrite.ts';
import { deserialize } from '../../src/store/embedded/read-collection-file.ts';
// nedb's own line format, to check that the faster reader gives the same documents.
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as unknown;

/** A collection file as nedb writes it: one document a line, later lines replace earlier ones. */
const lines = (...documents: object[]) => documents.map((document) => `${JSON.stringify(document)}\n`).join('');

describe('embedded store load without rewriting its files', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-load-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  const file = (name: string) => path.join(directory, `${name}.db`);
  const idsOf = async (store: Awaited<ReturnType<typeof createEmbeddedStore>>, name: string) =>
    (await store.collection(name).find({}, { sort: { _id: 1 } })).map((document) => document._id);

  it('leaves a file with few dead lines as it is (same file, same bytes) and reads every live document', async () => {
    const content = lines({ _id: 'a', n: 1 }, { _id: 'b', n: 1 }, { _id: 'c', n: 1 }, { _id: 'a', n: 2 });
    await writeFile(file('people'), content);
    const before = await stat(file('people'));

    const store = await createEmbeddedStore({ directory });
    expect(await idsOf(store, 'people')).toEqual(['a', 'b', 'c']);
    expect(await store.collection('people').findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 2 });
    const after = await stat(file('people'));
    // nedb's rewrite goes through a temporary copy renamed over the file: a new inode would say it ran.
    expect(after.ino).toBe(before.ino);
    expect(await readFile(file('people'), 'utf8')).toBe(content);
  });

  it('rewrites a file with more dead lines than live documents', async () => {
    await writeFile(file('people'), lines({ _id: 'a', n: 1 }, { _id: 'a', n: 2 }, { _id: 'a', n: 3 }, { _id: 'b', n: 1 }, { _id: 'b', $$deleted: true }));
    const store = await createEmbeddedStore({ directory });
    expect(await idsOf(store, 'people')).toEqual(['a']);
    expect(await readFile(file('people'), 'utf8')).toBe(lines({ _id: 'a', n: 3 }));
  });

  it('after a crash that tore the last line, drops it, rewrites the file and keeps the writes that follow', async () => {
    await writeFile(file('people'), `${lines({ _id: 'a', n: 1 }, { _id: 'b', n: 1 })}{"_id":"c","n"`);
    const first = await createEmbeddedStore({ directory });
    expect(await idsOf(first, 'people')).toEqual(['a', 'b']);
    await first.collection('people').insertOne({ _id: 'd', n: 1 });
    // No close: the process stops as after a crash, with only what nedb appended on disk.

    const second = await createEmbeddedStore({ directory });
    expect(await idsOf(second, 'people')).toEqual(['a', 'b', 'd']);
    await second.close();
  });

  it('keeps appending to a file left as it was, and a reopen sees every write', async () => {
    await writeFile(file('people'), lines({ _id: 'a', n: 1 }, { _id: 'b', n: 1 }));
    const first = await createEmbeddedStore({ directory });
    const people = first.collection('people');
    await people.insertOne({ _id: 'c', n: 1 });
    await people.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    await people.deleteOne({ _id: 'b' });

    const second = await createEmbeddedStore({ directory });
    expect(await second.collection('people').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'c', n: 1 },
    ]);
    await second.close();
  });

  it('decides from the lines read and the documents alive', () => {
    expect(worthRewriting({ lines: 0, endsWithNewline: true }, 0)).toBe(false);
    expect(worthRewriting({ lines: 10, endsWithNewline: true }, 5)).toBe(false);
    expect(worthRewriting({ lines: 11, endsWithNewline: true }, 5)).toBe(true);
    expect(worthRewriting({ lines: 3, endsWithNewline: false }, 3)).toBe(true);
  });

  it('reads a line as nedb does, dates nested in objects and arrays included', () => {
    const { serialize, deserialize: nedbDeserialize } = nedbModel as unknown as {
      serialize: (document: object) => string;
      deserialize: (line: string) => object;
    };
    const document = {
      _id: 'x',
      at: new Date('2026-09-01T08:00:00Z'),
      nested: { when: new Date(0), list: [new Date('2027-06-30T00:00:00Z'), 'text', 3, null, { deep: new Date(1) }] },
      plain: 'a "$$date" in a string',
    };
    const line = serialize(document);
    expect(deserialize(line)).toEqual(nedbDeserialize(line));
    expect(deserialize(line)).toEqual(document);
  });

  it('drops corrupt lines and keeps the rest (the store accepts any share of them, as it told nedb)', async () => {
    await writeFile(file('people'), `${lines({ _id: 'a' })}not json\nnot json either\n`);
    const store = await createEmbeddedStore({ directory });
    await expect(store.collection('people').find({})).resolves.toEqual([{ _id: 'a' }]);
  });
});
