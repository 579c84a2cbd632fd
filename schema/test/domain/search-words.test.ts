import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, MAX_SEARCH_WORDS, searchWordsOf } from '../../src/domain/search/index.ts';

describe('one search semantics: every word, in any order, accents and case ignored', () => {
  it('splits a search into its words, without blanks or repeats, and keeps at most a few', () => {
    expect(searchWordsOf('  Lou   Dumont ')).toEqual(['Lou', 'Dumont']);
    expect(searchWordsOf('Inès ines INES')).toEqual(['Inès']);
    expect(searchWordsOf('')).toEqual([]);
    expect(searchWordsOf(undefined)).toEqual([]);
    expect(searchWordsOf('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('folds accents, case and the œ ligature', () => {
    expect(foldForSearch('Élève Cœur')).toBe('eleve coeur');
  });

  it('finds a person by first and last name in either order, and not by another person’s last name', () => {
    const lou = ['Lou', 'Dumont'];
    expect(matchesSearch(lou, 'Lou Dumont')).toBe(true);
    expect(matchesSearch(lou, 'dumont lou')).toBe(true);
    expect(matchesSearch(lou, 'Dum')).toBe(true);
    expect(matchesSearch(lou, 'Lou Martin')).toBe(false);
    expect(matchesSearch('Inès Da Silva', 'ines da silva')).toBe(true);
    expect(matchesSearch(lou, '   ')).toBe(true);
  });
});
