import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepLiveDocuments } from '../../src/backup/live-documents.ts';

const line = (document: object) => `${JSON.stringify(document)}\n`;

describe("backup's staged collection files", () => {
  it('keep only the last version of each live document, drop deleted ones and a torn last line, privately', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'binome-live-'));
    try {
      await writeFile(
        path.join(folder, 'people.db'),
        [
          line({ _id: 'a', email: 'old@example.org' }),
          line({ _id: 'b', n: 1 }),
          '\n',
          line({ _id: 'a', email: 'new@example.org', at: { $$date: 0 } }),
          line({ _id: 'c', n: 1 }),
          line({ _id: 'c', $$deleted: true }),
          line({ $$indexCreated: { fieldName: 'email', unique: false } }),
          '{"_id":"d","n"',
        ].join(''),
      );
      await writeFile(path.join(folder, 'empty.db'), '');
      await keepLiveDocuments(folder, ['people', 'empty']);
      expect(await readFile(path.join(folder, 'people.db'), 'utf8')).toBe(
        [
          line({ _id: 'b', n: 1 }),
          line({ _id: 'a', email: 'new@example.org', at: { $$date: 0 } }),
          line({ $$indexCreated: { fieldName: 'email', unique: false } }),
        ].join(''),
      );
      expect(await readFile(path.join(folder, 'empty.db'), 'utf8')).toBe('');
      expect((await stat(path.join(folder, 'people.db'))).mode & 0o077).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
