import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { extractArchive, type Manifest } from './backup-archive.ts';
import { BackupRefused } from './backup-refused.ts';
import { PRIVATE_DIRECTORY_MODE } from '../runtime/private-files.ts';

const STAGING_PREFIX = '.restoring-';

/**
 * Restores a backup into `dataDirectory`, which must be empty or not exist: a restore never mixes a backup with
 * other data, nor replaces a store someone may still need.
 *
 * The archive is extracted into a hidden folder inside the data directory (the same disk, so the final moves are
 * renames, and no write access is needed beside it) and checked whole first (`extractArchive`). Only then are its
 * files moved into place. Whatever fails, the directory is left as it was found: empty, or not there.
 */
export async function restoreEmbeddedStore(options: { dataDirectory: string; from: string }): Promise<Manifest> {
  const { dataDirectory, from } = options;
  try {
    if (!(await stat(from)).isFile()) throw new BackupRefused(`${from} is not a file.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefused(`There is no backup file at ${from}.`);
    throw error;
  }
  const created = await emptyDirectory(dataDirectory);
  const staging = await mkdtemp(path.join(dataDirectory, STAGING_PREFIX));
  const moved: string[] = [];
  try {
    const manifest = await extractArchive(from, staging);
    // Someone wrote into the directory during the extraction (a server started on it?): nothing is mixed in.
    const others = (await readdir(dataDirectory)).filter((name) => name !== path.basename(staging));
    if (others.length > 0)
      throw new BackupRefused(
        `${dataDirectory} (DATA_DIR) was written to during the restore (${others.slice(0, 5).join(', ')}): is the server running on it? Nothing was restored.`,
      );
    const storeFolder = path.join(staging, 'store');
    for (const name of await namesIn(storeFolder)) {
      await rename(path.join(storeFolder, name), path.join(dataDirectory, name));
      moved.push(name);
    }
    await mkdir(path.join(staging, 'files'), { recursive: true });
    await rename(path.join(staging, 'files'), path.join(dataDirectory, 'files'));
    moved.push('files');
    await rm(staging, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    for (const name of moved) await rm(path.join(dataDirectory, name), { recursive: true, force: true });
    if (created) await rmdir(dataDirectory).catch(() => undefined);
    throw error;
  }
}

/** Makes sure the directory is there and empty; answers whether it was created. */
async function emptyDirectory(directory: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(directory);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') throw new BackupRefused(`${directory} (DATA_DIR) is a file, not a directory.`);
    if (code !== 'ENOENT') throw error;
    await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    return true;
  }
  if (entries.length > 0) {
    const leftover = entries.find((name) => name.startsWith(STAGING_PREFIX));
    const hint = leftover
      ? ` ${leftover} is what a restore that was stopped midway left: delete it and restore again.`
      : ' Restore into a new directory (or move this one aside), with the server stopped.';
    throw new BackupRefused(
      `${directory} (DATA_DIR) is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): a restore goes into an empty directory only.${hint}`,
    );
  }
  return false;
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
