import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AssetReader } from '../http/context.ts';

/**
 * Files the server hands out as they are: the API reference's script, so the docs page never loads anything from a
 * CDN. The build puts it in `bff/static/` (scripts/build-static.mjs), two folders up from this module whether it
 * runs built (`dist/runtime/`, on Node) or as source (`src/runtime/`, on Deno and in the tests). A checkout not built
 * yet reads it from the development dependency it is copied from. `node:` modules work on Node and Deno alike.
 */
const require = createRequire(import.meta.url);
const FILES = { 'api-reference.js': { built: '../../static/api-reference.js', entry: '@scalar/api-reference', file: 'browser/standalone.js' } } as const;

export const packageAssets: AssetReader = async (name) => {
  const { built, entry, file } = FILES[name];
  try {
    return new Uint8Array(await readFile(new URL(built, import.meta.url)));
  } catch {
    try {
      // Files inside a package that its `exports` do not list: found beside the package's entry point.
      return new Uint8Array(await readFile(path.join(path.dirname(require.resolve(entry)), file)));
    } catch {
      return null;
    }
  }
};
