import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebAssetReader, WebApps } from '../web/web-apps.ts';

/**
 * The built apps (`family/dist`, `admin/dist`), beside this package in the repository: from `bff/src/runtime`
 * (Deno) and from `bff/dist/runtime` (Node) they are three levels up. `node:fs` works on Node and Deno alike.
 */
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files under one folder, by their path inside it. */
export function folderReader(directory: string): WebAssetReader {
  const folder = path.resolve(directory);
  return async (relativePath) => {
    const file = path.resolve(folder, `.${path.posix.normalize(`/${relativePath}`)}`);
    // Never outside the app's folder, whatever the path says.
    if (!file.startsWith(`${folder}${path.sep}`)) return null;
    try {
      return new Uint8Array(await readFile(file));
    } catch {
      return null;
    }
  };
}

export const builtWebApps: WebApps = {
  family: folderReader(path.join(REPOSITORY, 'family', 'dist')),
  admin: folderReader(path.join(REPOSITORY, 'admin', 'dist')),
};
