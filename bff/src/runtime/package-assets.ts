import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AssetReader } from '../http/context.ts';

/**
 * Files the server hands out from installed packages: the API reference's script, so the docs page never loads
 * anything from a CDN. `node:` modules work on Node and on Deno alike.
 */
const require = createRequire(import.meta.url);
const FILES = { 'api-reference.js': '@scalar/api-reference/dist/browser/standalone.js' } as const;

export const packageAssets: AssetReader = async (name) => {
  try {
    return new Uint8Array(await readFile(require.resolve(FILES[name])));
  } catch {
    return null;
  }
};
