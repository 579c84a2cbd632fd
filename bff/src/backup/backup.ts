import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { snapshotStore, type SnapshotSummary } from './store-snapshot.ts';
import { writeArchive } from './backup-archive.ts';
import { BackupRefused } from './backup-refused.ts';
import { keepLiveDocuments } from './live-documents.ts';

/**
 * Backs up the embedded store of `dataDirectory` (every collection and the uploaded files) into the one file
 * `out`, whether or not the server is running: the copy is taken from the files as they are (see
 * `store-snapshot.ts` for why that is consistent), staged in a private directory beside `out`, reduced to the
 * documents as they are (`live-documents.ts`), then archived.
 * Never overwrites a file.
 */
export async function backupEmbeddedStore(options: { dataDirectory: string; out: string; now?: Date }): Promise<SnapshotSummary> {
  const startedAt = options.now ?? new Date();
  if (await exists(options.out)) throw new BackupRefused(`${options.out} exists already: a backup never replaces a file; name another one.`);
  if (!(await exists(options.dataDirectory))) throw new BackupRefused(`There is no data directory at ${options.dataDirectory} (DATA_DIR): nothing to back up.`);
  // Staged beside the backup file, where there must be room for it anyway (a temporary directory may be a small
  // memory disk); mkdtemp makes it 0700, as the staged copy holds the same personal data as the store.
  const staging = await mkdtemp(path.join(path.dirname(options.out), '.binome-backup-'));
  try {
    const summary = await snapshotStore(options.dataDirectory, staging);
    if (summary.collections.length === 0)
      throw new BackupRefused(`${options.dataDirectory} (DATA_DIR) holds no collection of the embedded store: is it the right directory?`);
    await keepLiveDocuments(path.join(staging, 'store'), summary.collections);
    await writeArchive(staging, options.out, { createdAt: startedAt, atOneInstant: summary.atOneInstant });
    return summary;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
