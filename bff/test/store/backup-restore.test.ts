import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { createFileBlobStore } from '../../src/blobs/files/file-blob-store.ts';
import { bytesOf, streamOf } from '../contracts/blob-store.contract.ts';
import { backupEmbeddedStore } from '../../src/backup/backup.ts';
import { runBackupCommand, runRestoreCommand } from '../../src/backup/commands.ts';

const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

async function workspace(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-backup-test-'));
  directories.push(directory);
  return directory;
}

/** What the commands print, to read their messages. */
function capture() {
  const lines: string[] = [];
  return { lines, output: { info: (line: unknown) => lines.push(String(line)), error: (line: unknown) => lines.push(String(line)) } };
}

/** A last-known state per record: the version of its last acknowledged write, or deleted. */
type Known = Map<string, number | 'deleted'>;

describe('backup and restore of the embedded store', () => {
  it('restores every write acknowledged before a backup taken while writes go on, and the uploaded files', { timeout: 120_000 }, async () => {
    const root = await workspace();
    const dataDirectory = path.join(root, 'data');
    const store = await createEmbeddedStore({ directory: dataDirectory });
    const blobs = await createFileBlobStore({ directory: path.join(dataDirectory, 'files') });
    const blobId = crypto.randomUUID();
    const pdf = new Uint8Array(300_000).map((_, index) => (index * 7) % 251);
    await blobs.put(blobId, streamOf(pdf, { chunkSize: 16_384 }));
    await store.collection('documents').insertOne({ _id: 'document-1', blobId });

    const known: Known = new Map();
    let acknowledged = 0;
    const acknowledge = (key: string, state: number | 'deleted') => {
      known.set(key, state);
      acknowledged += 1;
    };
    let stop = false;
    // Inserts, updates, deletes and two-collection transactions, from several writers at once, without pause.
    const writer = async (worker: number) => {
      const things = store.collection('things');
      for (let index = 0; !stop; index += 1) {
        const id = `w${worker}-${index}`;
        await things.insertOne({ _id: id, worker, version: 0, padding: 'x'.repeat(200) });
        acknowledge(id, 0);
        await things.updateOne({ _id: id }, { $set: { version: 1 } });
        acknowledge(id, 1);
        if (index % 5 === 4) {
          const pair = `pair-${worker}-${index}`;
          await store.withTransaction(async (tx) => {
            await tx.collection('left').insertOne({ _id: pair, worker });
            await tx.collection('right').insertOne({ _id: pair, worker });
          });
          acknowledge(`left:${pair}`, 0);
          acknowledge(`right:${pair}`, 0);
        }
        if (index % 7 === 6) {
          const gone = `w${worker}-${index - 3}`;
          await things.deleteOne({ _id: gone });
          acknowledge(gone, 'deleted');
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    // Enough data that the copy takes a while, and writes land in the middle of it.
    while (known.size < 600) await new Promise((resolve) => setTimeout(resolve, 10));

    const before: Known = new Map(known);
    const acknowledgedBefore = acknowledged;
    const out = path.join(root, 'backup.tar.gz');
    const summary = await backupEmbeddedStore({ dataDirectory, out });
    const acknowledgedDuring = acknowledged - acknowledgedBefore;
    stop = true;
    await Promise.all(writers);
    await store.close();
    expect(summary.collections).toEqual(expect.arrayContaining(['documents', 'things', 'left', 'right']));
    expect(summary.files).toEqual([`${blobId}.blob`]);
    // Not a timing assertion: the writers never pause, so some of their writes were answered while the backup ran.
    expect(acknowledgedDuring).toBeGreaterThan(0);

    const restored = path.join(root, 'restored');
    const { lines, output } = capture();
    expect(await runRestoreCommand(['--from', out], { DATA_DIR: restored }, output), lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toContain('Restored the backup');

    const again = await createEmbeddedStore({ directory: restored });
    const things = new Map((await again.collection('things').find({})).map((document) => [document._id, document]));
    const left = new Set((await again.collection('left').find({})).map((document) => document._id));
    const right = new Set((await again.collection('right').find({})).map((document) => document._id));
    for (const [key, state] of before) {
      if (key.startsWith('left:')) expect(left.has(key.slice('left:'.length)), key).toBe(true);
      else if (key.startsWith('right:')) expect(right.has(key.slice('right:'.length)), key).toBe(true);
      else if (state === 'deleted') expect(things.has(key), `${key} was deleted before the backup`).toBe(false);
      else {
        // A later write may be in the backup too (a newer version, or the delete that came after); never an older
        // state than the one acknowledged.
        const found = things.get(key);
        if (found) expect(found.version as number, key).toBeGreaterThanOrEqual(state);
        else expect(known.get(key), `${key} was there when the backup began`).toBe('deleted');
      }
    }
    expect(await again.collection('documents').findOne({ _id: 'document-1' })).toEqual({ _id: 'document-1', blobId });
    await again.close();
    const restoredBlobs = await createFileBlobStore({ directory: path.join(restored, 'files') });
    const blob = await restoredBlobs.get(blobId);
    expect(blob?.size).toBe(pdf.byteLength);
    expect(await bytesOf(blob!.stream)).toEqual(pdf);
  });

  it('restores only into an empty directory, and leaves a non-empty one as it was', async () => {
    const root = await workspace();
    const out = await smallBackup(root);
    const target = path.join(root, 'in-use');
    await mkdir(target);
    await writeFile(path.join(target, 'users.db'), '{"_id":"someone"}\n');
    const { lines, output } = capture();
    expect(await runRestoreCommand(['--from', out], { DATA_DIR: target }, output)).toBe(1);
    expect(lines.join('\n')).toMatch(/is not empty .*empty directory only/);
    expect(await readdir(target)).toEqual(['users.db']);
    expect(await readFile(path.join(target, 'users.db'), 'utf8')).toBe('{"_id":"someone"}\n');

    // An empty directory that exists is fine.
    const empty = path.join(root, 'empty');
    await mkdir(empty);
    expect(await runRestoreCommand(['--from', out], { DATA_DIR: empty }, capture().output)).toBe(0);
    expect((await readdir(empty)).sort()).toEqual(['files', 'people.db']);
  });

  it('refuses a truncated, damaged or foreign file without leaving anything behind', async () => {
    const root = await workspace();
    const out = await smallBackup(root);
    const whole = await readFile(out);
    const truncated = path.join(root, 'truncated.tar.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.byteLength / 2)));
    const damaged = path.join(root, 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.byteLength / 2)]! ^= 0xff;
    await writeFile(damaged, flipped);
    // A well-formed archive that is not a backup: the files a restore would write, but no list of contents.
    const foreignSource = path.join(root, 'foreign');
    await mkdir(path.join(foreignSource, 'store'), { recursive: true });
    await writeFile(path.join(foreignSource, 'store', 'people.db'), '{"_id":"intruder"}\n');
    const foreign = path.join(root, 'foreign.tar.gz');
    await create({ file: foreign, cwd: foreignSource, gzip: true }, ['store/people.db']);

    for (const [file, expected] of [
      [truncated, /damaged or not a Binôme backup|incomplete/],
      [damaged, /damaged or not a Binôme backup|damaged/],
      [foreign, /incomplete .*or not a Binôme backup/],
    ] as const) {
      const missing = path.join(root, `never-${path.basename(file)}`);
      const { lines, output } = capture();
      expect(await runRestoreCommand(['--from', file], { DATA_DIR: missing }, output), file).toBe(1);
      expect(lines.join('\n')).toMatch(expected);
      // A directory the restore created is removed again; an empty one given stays empty.
      await expect(readdir(missing)).rejects.toMatchObject({ code: 'ENOENT' });
      const empty = path.join(root, `empty-${path.basename(file)}`);
      await mkdir(empty);
      expect(await runRestoreCommand(['--from', file], { DATA_DIR: empty }, capture().output)).toBe(1);
      expect(await readdir(empty)).toEqual([]);
    }
  });

  it('says how to use it, never overwrites a backup, and points to mongodump on MongoDB', async () => {
    const root = await workspace();
    const out = await smallBackup(root);
    const dataDirectory = path.join(root, 'data');
    const usage = capture();
    expect(await runBackupCommand([], { DATA_DIR: dataDirectory }, usage.output)).toBe(1);
    expect(usage.lines.join('\n')).toContain('npm run backup -- --out FILE');
    const existing = capture();
    expect(await runBackupCommand(['--out', out], { DATA_DIR: dataDirectory }, existing.output)).toBe(1);
    expect(existing.lines.join('\n')).toContain('exists already');
    const relative = capture();
    expect(await runBackupCommand(['--out', 'second.tar.gz'], { DATA_DIR: 'data', INIT_CWD: root }, relative.output), relative.lines.join('\n')).toBe(0);
    expect(await readdir(root)).toContain('second.tar.gz');
    const mongo = capture();
    expect(await runBackupCommand(['--out', path.join(root, 'mongo.tar.gz')], { MONGODB_URI: 'mongodb://127.0.0.1:27017/?replicaSet=rs0' }, mongo.output)).toBe(
      1,
    );
    expect(mongo.lines.join('\n')).toContain('mongodump --archive --gzip');
  });
});

/** A stopped store of one collection and one uploaded file, backed up into `root/backup.tar.gz`. */
async function smallBackup(root: string): Promise<string> {
  const dataDirectory = path.join(root, 'data');
  const store = await createEmbeddedStore({ directory: dataDirectory });
  await store.collection('people').insertMany([
    { _id: 'a', name: 'Ada' },
    { _id: 'b', name: 'Bea' },
  ]);
  await store.close();
  const blobs = await createFileBlobStore({ directory: path.join(dataDirectory, 'files') });
  await blobs.put(crypto.randomUUID(), streamOf(new Uint8Array(5000).fill(7)));
  const out = path.join(root, 'backup.tar.gz');
  const { lines, output } = capture();
  expect(await runBackupCommand(['--out', out], { DATA_DIR: dataDirectory }, output), lines.join('\n')).toBe(0);
  return out;
}
