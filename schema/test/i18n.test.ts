import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogKeys, lookup, requiredTranslationKeys, LANGUAGES } from '../src/index.ts';

describe('translation catalogs', () => {
  it('fr and en have exactly the same keys', () => {
    const fr = new Set(catalogKeys(CATALOGS.fr));
    const en = new Set(catalogKeys(CATALOGS.en));
    expect(
      [...fr].filter((key) => !en.has(key)),
      'in fr, missing from en',
    ).toEqual([]);
    expect(
      [...en].filter((key) => !fr.has(key)),
      'in en, missing from fr',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every key the schema refers to', (language) => {
    const missing = requiredTranslationKeys().filter((key) => lookup(CATALOGS[language], key) === undefined);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty translation', (language) => {
    const empty = catalogKeys(CATALOGS[language]).filter((key) => lookup(CATALOGS[language], key)!.trim() === '');
    expect(empty).toEqual([]);
  });

  it('interpolations match between languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
    const mismatched = catalogKeys(CATALOGS.fr).filter(
      (key) => JSON.stringify(names(lookup(CATALOGS.fr, key)!)) !== JSON.stringify(names(lookup(CATALOGS.en, key) ?? '')),
    );
    expect(mismatched).toEqual([]);
  });
});
