import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { allIndexes } from '../../src/boot/open-store.ts';

/** The README's table of indexes says why each exists; it must name every declared index, and no other. */
describe("the README's list of indexes", () => {
  it('names each index the server declares, by name or by its pattern', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('#### The indexes, and why each exists');
    expect(start).toBeGreaterThan(-1);
    const section = readme.slice(start, readme.indexOf('\n#', start + 1));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const named = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    // `<entity>_<fields>_unique` becomes a pattern: each <…> stands for a name.
    const patterns = named.filter((name) => name.includes('<')).map((name) => new RegExp(`^${name.replace(/<[^>]+>/g, '.+')}$`));
    const exact = new Set(named.filter((name) => !name.includes('<')));
    const declared = allIndexes().map((index) => index.name);
    expect(declared.filter((name) => !exact.has(name) && !patterns.some((pattern) => pattern.test(name)))).toEqual([]);
    expect([...exact].filter((name) => !declared.includes(name))).toEqual([]);
    expect(patterns.filter((pattern) => !declared.some((name) => pattern.test(name)))).toEqual([]);
  });
});
