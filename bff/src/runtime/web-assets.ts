import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebAssetReader } from '../web/web-apps.ts';

/**
 * The built family app (`family/dist`), beside this package in the repository: from `bff/src/runtime` (Deno) and
 * from `bff/dist/runtime` (Node) it is three levels up. `node:fs` works on Node and Deno alike.
 */
const FAMILY_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../family/dist');

export const familyAppAssets: WebAssetReader = async (relativePath) => {
  const file = path.resolve(FAMILY_DIST, `.${path.posix.normalize(`/${relativePath}`)}`);
  // Never outside the app's folder, whatever the path says.
  if (!file.startsWith(`${FAMILY_DIST}${path.sep}`)) return null;
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
};
