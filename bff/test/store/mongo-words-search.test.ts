import { describe, expect, it } from 'vitest';
import { accentInsensitive } from '../../src/resources/list-query.ts';
import { searchedWordOf } from '../../src/store/search-pattern.ts';
import { storedWords, WORD_ENDING_MARK } from '../../src/store/document-words.ts';
import { mayBringText, translateFilter } from '../../src/store/mongo/words-field.ts';
import { seededRandom } from '../support/seeded-random.ts';

/**
 * MongoDB finds a search's documents through the word endings it stores (words-field.ts): a search answers the same
 * on both stores only if every text a search pattern matches leaves, in the stored words, an ending that begins with
 * the word the adapter asks for. No MongoDB server runs here: this checks that promise on the patterns the lists
 * send, against texts with accents, ligatures, capitals and punctuation; the contract suite checks the answers on a
 * real server when there is one.
 */
const LETTERS = ['a', 'à', 'â', 'b', 'c', 'ç', 'e', 'é', 'è', 'ê', 'ë', 'i', 'î', 'ï', 'n', 'ñ', 'o', 'ô', 'œ', 'u', 'ù', 'ü', 'y', 'ÿ', 'z', '4', '2'];
const GAPS = [' ', '-', "'", '.', '@', ', '];

function randomText(random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let text = '';
  for (let word = 0; word < 1 + Math.floor(random() * 3); word += 1) {
    if (word > 0) text += pick(GAPS);
    for (let letter = 0; letter < 1 + Math.floor(random() * 7); letter += 1) {
      const character = pick(LETTERS);
      text += random() < 0.3 ? character.toUpperCase() : character;
    }
  }
  return text;
}

describe('the words MongoDB stores for a search', () => {
  it('the adapter reads back the folded word each search pattern looks for', () => {
    expect(searchedWordOf(accentInsensitive('Bérard'))).toBe('berard');
    expect(searchedWordOf(accentInsensitive('CŒUR'))).toBe('coeur');
    expect(searchedWordOf(accentInsensitive('coeur'))).toBe('coeur');
    expect(searchedWordOf(accentInsensitive('4242'))).toBe('4242');
    // A pattern with other characters than letters and digits is no word: the adapter leaves it as it is.
    expect(searchedWordOf(accentInsensitive('jean-noël'))).toBeUndefined();
    expect(searchedWordOf('^ber')).toBeUndefined();
  });

  it('every text a search pattern matches stores an ending beginning with the word asked for', () => {
    const random = seededRandom(29);
    let matches = 0;
    for (let round = 0; round < 3000; round += 1) {
      const text = randomText(random);
      // A search is a piece of a text, typed with or without its accents and capitals.
      const start = Math.floor(random() * text.length);
      const typed = text.slice(start, start + 1 + Math.floor(random() * 4));
      const typedPlain = random() < 0.5 ? typed.normalize('NFD').replace(/\p{Diacritic}/gu, '') : typed.toLowerCase();
      const source = accentInsensitive(typedPlain);
      const word = searchedWordOf(source);
      if (word === undefined) continue;
      if (!new RegExp(source, 'i').test(text)) continue;
      matches += 1;
      const endings = storedWords({ _id: 'x', name: text }, ['name']).filter((entry) => entry.startsWith(WORD_ENDING_MARK));
      expect(
        endings.some((entry) => entry.startsWith(WORD_ENDING_MARK + word)),
        `${typedPlain} in ${text}`,
      ).toBe(true);
    }
    expect(matches).toBeGreaterThan(1000);
  });

  it('a q= over several fields asks for the ending once; a field that is not searched is left as it is', () => {
    const pattern = { $regex: accentInsensitive('ber'), $options: 'i' };
    const paths = new Set(['name.first', 'name.last']);
    expect(translateFilter({ $or: [{ 'name.first': pattern }, { 'name.last': pattern }] }, paths)).toEqual({
      $and: [{ $or: [{ 'name.first': pattern }, { 'name.last': pattern }] }, { _words: { $regex: '^~ber' } }],
    });
    expect(translateFilter({ note: pattern, role: 'tutor' }, paths)).toEqual({ note: pattern, role: 'tutor' });
    // An equality on a word is a regular expression, which the index in simple order reads as one key.
    expect(translateFilter({ _words: { $all: ['leo', 'roussel'] } }, paths)).toEqual({ _words: { $all: [/^leo$/, /^roussel$/] } });
  });

  it('an update that brings no text keeps the stored words without reading the documents back', () => {
    expect(mayBringText({ $inc: { count: 1 } })).toBe(false);
    expect(mayBringText({ $unset: { note: '' }, $max: { seen: 3 } })).toBe(false);
    expect(mayBringText({ $set: { count: 2, flags: [true] } })).toBe(false);
    expect(mayBringText({ $set: { usedAt: '2026-01-01T00:00:00.000Z' } })).toBe(true);
    expect(mayBringText({ $push: { notes: { text: 'Léo' } } })).toBe(true);
    expect(mayBringText({ $rename: { a: 'b' } })).toBe(true);
  });
});
