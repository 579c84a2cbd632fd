import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../http/logger.ts';

/**
 * The data directory holds password hashes, the generated session secret, minors' records and the mails of the
 * outbox: only the account the server runs as may open it. `node:fs` works on Node and Deno alike.
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** What the process masks out of every file and directory it creates: everything for group and others. */
export const PRIVATE_UMASK = 0o077;

/**
 * Tightens what an earlier version (or a copy) left readable: the directory and every directory below it 0700,
 * every file 0600. A directory that does not exist yet is left alone; whatever creates it creates it private.
 */
export async function tightenPrivateDirectory(directory: string, log: Logger): Promise<void> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await restrict(directory, PRIVATE_DIRECTORY_MODE, log);
  for (const entry of entries) {
    const inner = path.join(directory, entry.name);
    if (entry.isDirectory()) await tightenPrivateDirectory(inner, log);
    // Symbolic links are not followed: chmod would change whatever they point to, outside the directory.
    else if (entry.isFile()) await restrict(inner, PRIVATE_FILE_MODE, log);
  }
}

/** A file we do not own cannot be changed; the server still starts, and the log says what stays open. */
async function restrict(file: string, mode: number, log: Logger): Promise<void> {
  try {
    await chmod(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    log.error('Cannot restrict the permissions of a data file: change its owner to the account that runs Binôme', { file, mode: mode.toString(8) });
  }
}
