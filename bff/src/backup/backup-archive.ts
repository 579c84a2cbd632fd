import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, list, type ReadEntry } from 'tar';
import { z } from 'zod';
import { COLLECTION_NAME } from '../store/embedded/nedb-store.ts';
import { isBlobFile } from './store-snapshot.ts';
import { BackupRefused } from './backup-refused.ts';

/**
 * The backup file: a gzip'd tar (the `tar` package: npm's own, maintained, streaming, and it refuses unsafe paths
 * when extracting) of `store/<collection>.db` (nedb's own line format, as the server reads it), `files/<id>.blob`
 * and, last, `binome-backup.json`: the list of every other entry with its size and SHA-256.
 *
 * The list comes last so that a file cut short has none and is refused; gzip's checksum and the tar headers' catch
 * most other damage, and the SHA-256 of each entry the rest.
 */
export const MANIFEST = 'binome-backup.json';
const FORMAT = 'binome-embedded-store';

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  atOneInstant: z.boolean(),
  entries: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/**
 * Writes the staged copy (`store/`, `files/`) to `out` as one archive. The archive is written under a temporary
 * name beside `out`, flushed to disk, then renamed: `out` is either a complete backup or not there at all.
 */
export async function writeArchive(staging: string, out: string, details: { createdAt: Date; atOneInstant: boolean }): Promise<Manifest> {
  const paths = [...(await entriesUnder(staging, 'store')), ...(await entriesUnder(staging, 'files'))];
  const entries: Manifest['entries'] = [];
  for (const entry of paths) entries.push({ path: entry, ...(await digest(path.join(staging, entry))) });
  const manifest: Manifest = { format: FORMAT, version: 1, createdAt: details.createdAt.toISOString(), atOneInstant: details.atOneInstant, entries };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });

  const partial = `${out}.${crypto.randomUUID()}.partial`;
  try {
    await create({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, [...paths, MANIFEST]);
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/**
 * Extracts an archive into `staging` (an empty directory) and checks it whole: only the entries a backup holds,
 * each one listed in the manifest with the same size and SHA-256, none missing. Answers the manifest, or throws a
 * `BackupRefused` saying what is wrong, once every file it was writing is closed: the caller can then remove
 * `staging` without racing a write still under way.
 *
 * The archive is read with the `tar` package's parser and each entry written here, not with its `extract`:
 * names are checked before anything is written, and every write is awaited (or stopped) before answering.
 */
export async function extractArchive(from: string, staging: string): Promise<Manifest> {
  await mkdir(path.join(staging, 'store'));
  await mkdir(path.join(staging, 'files'));
  const unexpected: string[] = [];
  const writes: { entry: string; out: WriteStream; done: Promise<Digest> }[] = [];
  let manifestText = '';
  let parsed: unknown;
  try {
    await list({
      file: from,
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        const name = entry.path;
        if ((entry.type !== 'File' && entry.type !== 'OldFile') || !isExpectedEntry(name)) {
          unexpected.push(name);
          entry.resume();
        } else if (name === MANIFEST) {
          entry.on('data', (chunk: Buffer) => {
            if (manifestText.length < MANIFEST_MAX_CHARACTERS) manifestText += chunk.toString('utf8');
          });
        } else {
          const out = createWriteStream(path.join(staging, name), { flags: 'wx' });
          writes.push({ entry: name, out, done: saveEntry(entry, out) });
        }
      },
    });
  } catch (error) {
    parsed = error;
  }
  // A damaged archive stops the parser in the middle of an entry, whose file would wait forever for its end.
  if (parsed) for (const write of writes) write.out.destroy();
  const saved = await Promise.allSettled(writes.map((write) => write.done));
  if (parsed) throw new BackupRefused(`${from} is damaged or not a Binôme backup (${(parsed as Error).message}).`);
  const failed = saved.find((result) => result.status === 'rejected');
  if (failed) throw new BackupRefused(`${from} could not be extracted (${(failed.reason as Error).message}).`);
  if (unexpected.length > 0) throw new BackupRefused(`${from} holds entries a Binôme backup never has: ${unexpected.slice(0, 5).join(', ')}.`);

  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BackupRefused(`${from} is incomplete (cut short?) or not a Binôme backup: its list of contents (${MANIFEST}) is missing or unreadable.`);
  }
  const found = new Map(writes.map((write, index) => [write.entry, (saved[index] as PromiseFulfilledResult<Digest>).value]));
  const listed = new Set(manifest.entries.map((entry) => entry.path));
  const extra = [...found.keys()].filter((entry) => !listed.has(entry));
  if (extra.length > 0) throw new BackupRefused(`${from} holds entries its list does not name: ${extra.slice(0, 5).join(', ')}.`);
  for (const entry of manifest.entries) {
    const digest = found.get(entry.path);
    if (!digest) throw new BackupRefused(`${from} is incomplete: ${entry.path} is missing.`);
    if (digest.size !== entry.size || digest.sha256 !== entry.sha256) throw new BackupRefused(`${from} is damaged: ${entry.path} is not what was backed up.`);
  }
  return manifest;
}

type Digest = { size: number; sha256: string };

/** The list of a backup of a hundred thousand files is a few megabytes; anything far larger is not a backup. */
const MANIFEST_MAX_CHARACTERS = 64 * 1024 * 1024;

/**
 * Writes one entry to its file, hashing the very bytes written, and pauses the entry while the disk catches up
 * (so that nothing is buffered without bound). A file that cannot be written lets the rest of the entry through,
 * so that the parser goes on to the end and the failure is reported rather than waited on.
 */
async function saveEntry(entry: ReadEntry, out: WriteStream): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  let failed = false;
  out.once('error', () => {
    failed = true;
    entry.resume();
  });
  entry.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.byteLength;
    if (!failed && !out.write(chunk)) {
      entry.pause();
      out.once('drain', () => entry.resume());
    }
  });
  entry.on('end', () => {
    if (!failed) out.end();
  });
  await finished(out);
  return { size, sha256: hash.digest('hex') };
}

function isExpectedEntry(entry: string): boolean {
  if (entry === MANIFEST) return true;
  const [folder, name, ...rest] = entry.split('/');
  if (rest.length > 0 || !name) return false;
  if (folder === 'store') return name.endsWith('.db') && COLLECTION_NAME.test(name.slice(0, -'.db'.length));
  return folder === 'files' && isBlobFile(name);
}

/** The files of one folder of the staging directory, as archive paths (`store/people.db`). */
async function entriesUnder(staging: string, folder: 'store' | 'files'): Promise<string[]> {
  try {
    const names = await readdir(path.join(staging, folder));
    return names.sort().map((name) => `${folder}/${name}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function digest(file: string): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}
