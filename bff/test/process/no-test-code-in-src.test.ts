import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('../../src/', import.meta.url));

/** Packages only tests and benchmarks use: the server's sources (what production builds and ships) never import them. */
const TEST_ONLY = ['vitest', 'autocannon', 'smtp-server', 'oidc-provider', 'mailparser'];

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.(ts|js)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('test and benchmark code lives outside bff/src', () => {
  it('no source file imports a test or benchmark package (contract suites are under test/, benches under bench/)', async () => {
    const offending: string[] = [];
    for (const file of await sourceFiles(SOURCES)) {
      const text = await readFile(file, 'utf8');
      for (const name of TEST_ONLY) {
        if (new RegExp(`(?:from|import\\()\\s*['"]${name}(?:/[^'"]*)?['"]`).test(text)) offending.push(`${path.relative(SOURCES, file)} imports ${name}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
