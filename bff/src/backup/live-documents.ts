import path from 'node:path';
import { openDatastore } from '../store/embedded/nedb-datastore.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../runtime/private-files.ts';

/**
 * Rewrites each staged collection file (`<folder>/<name>.db`) with its documents as they are, dropping the earlier
 * versions and the deleted documents that nedb's appends leave in a file until it is compacted: a backup must not
 * carry what an erasure removed, nor keep a changed e-mail or phone for years.
 *
 * nedb's own loader does it (loading a datastore rewrites its file from the documents it read), on the staged copy
 * only: the server's files are never opened by nedb here (see store-snapshot.ts). A line cut short is dropped as
 * the server itself drops it at start.
 */
export async function keepLiveDocuments(folder: string, collections: readonly string[]): Promise<void> {
  for (const name of collections) {
    const datastore = openDatastore({
      filename: path.join(folder, `${name}.db`),
      corruptAlertThreshold: 1,
      modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIRECTORY_MODE },
    });
    await datastore.loadDatabaseAsync();
  }
}
