import { describe, expect, it } from 'vitest';
import { catalogKeys, CATALOGS, LANGUAGES, lookup } from '../src/index.ts';
import { STAFF_SCREEN_WORDS } from '../src/i18n/staff-screen-words.ts';
import { mergeCatalogs } from '../src/i18n/catalog-merge.ts';

/** The same checks as the catalogs' (i18n.test.ts), on the words that some staff screens load with themselves. */
describe('staff screen words', () => {
  it.each(LANGUAGES)('%s: merge with the catalogs without defining a key twice, and have no empty text', (language) => {
    const all = mergeCatalogs(CATALOGS[language], ...STAFF_SCREEN_WORDS.map((words) => words[language]));
    for (const words of STAFF_SCREEN_WORDS) {
      const keys = catalogKeys(words[language]);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => lookup(CATALOGS[language], key) !== undefined)).toEqual([]);
      expect(keys.filter((key) => lookup(all, key)!.trim() === '')).toEqual([]);
    }
  });

  it('have the same keys and interpolations in French and English', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
    for (const words of STAFF_SCREEN_WORDS) {
      const fr = catalogKeys(words.fr);
      expect(fr).toEqual(catalogKeys(words.en));
      expect(fr.filter((key) => JSON.stringify(names(lookup(words.fr, key)!)) !== JSON.stringify(names(lookup(words.en, key)!)))).toEqual([]);
    }
  });
});
