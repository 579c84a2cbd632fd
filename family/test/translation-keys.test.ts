import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGS, lookup } from '@binome/schema';
import { FAMILY_CATALOGS } from '@binome/schema/family-catalogs';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(path.join(folder, entry.name)) : Promise.resolve(/\.tsx?$/.test(entry.name) ? [path.join(folder, entry.name)] : []),
    ),
  );
  return nested.flat();
}

/** Every literal key the screens pass to `t('…')`; keys built at run time are checked by the catalog tests. */
async function literalKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of await sourceFiles(SOURCE)) {
    for (const match of (await readFile(file, 'utf8')).matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('translation keys of the screens', () => {
  it('exist in French and in English, so no screen ever shows a raw key', async () => {
    const keys = await literalKeys();
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].flatMap((key) =>
      (['fr', 'en'] as const)
        // A counted text (`t(key, { count })`) is held as its plural forms, `key_one` and `key_other`.
        .filter((language) =>
          [key, `${key}_other`].every((held) => lookup(CATALOGS[language], held) === undefined && lookup(FAMILY_CATALOGS[language], held) === undefined),
        )
        .map((language) => `${language}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
