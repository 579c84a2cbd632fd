import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AssetReader } from '../http/context.ts';

/**
 * Files the server hands out from installed packages: the API reference's script, so the docs page never loads
 * anything from a CDN. `node:` modules work on Node and on Deno alike.
 */
const require = createRequire(import.meta.url);
// Files inside a package that its `exports` do not list: found beside the package's entry point.
const FILES = { 'api-reference.js': { entry: '@scalar/api-reference', file: 'browser/standalone.js' } } as const;

export const packageAssets: AssetReader = async (name) => {
  try {
    const { entry, file } = FILES[name];
    return new Uint8Array(await readFile(path.join(path.dirname(require.resolve(entry)), file)));
  } catch {
    return null;
  }
};
