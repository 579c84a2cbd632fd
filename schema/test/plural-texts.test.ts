import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogKeys, lookup, lookupCounted, mergeCatalogs, translate } from '../src/index.ts';
import { STAFF_SCREEN_WORDS } from '../src/i18n/staff-screen-words.ts';
import { FAMILY_CATALOGS, translateFamily } from '../src/i18n/family-catalogs.ts';

/**
 * Counted words agree with their number ("1 essai", "2 essais") instead of "essai(s)": the texts carry i18next's
 * plural keys (`_one`, `_other`) and the server's translators pick them as i18next does in the apps.
 */
describe('plural texts', () => {
  it.each(['fr', 'en'] as const)('the family app and its mails (%s) write no "(s)"', (language) => {
    const catalog = FAMILY_CATALOGS[language];
    expect(catalogKeys(catalog).filter((key) => /\((s|x|es)\)/.test(lookup(catalog, key)!))).toEqual([]);
  });

  it.each(['fr', 'en'] as const)('the staff app, its screens and the server\'s messages (%s) write no "(s)"', (language) => {
    const catalog = mergeCatalogs(CATALOGS[language], ...STAFF_SCREEN_WORDS.map((words) => words[language]));
    expect(catalogKeys(catalog).filter((key) => /\((s|x|es)\)/.test(lookup(catalog, key)!))).toEqual([]);
  });

  it('says how many candidates a rule kept out, and how long a student has waited, in words that agree', () => {
    expect(translate('fr', 'matchingExclusions.distanceStudent', { count: 1, km: 10 })).toBe('1 élève à plus de 10 km');
    expect(translate('fr', 'matchingExclusions.distanceStudent', { count: 3, km: 10 })).toBe('3 élèves à plus de 10 km');
    expect(translate('en', 'matchingExclusions.modeTutorOnline', { count: 2 })).toBe('2 tutors online only');
    const matching = mergeCatalogs(...STAFF_SCREEN_WORDS.map((words) => words.fr));
    expect(lookupCounted(matching, 'staffMatching.reasons.waiting', { count: 1 }, 'fr')).toBe('Attend depuis {{days}} jour');
    expect(lookupCounted(matching, 'staffMatching.reasons.waiting', { count: 125 }, 'fr')).toBe('Attend depuis {{days}} jours');
  });

  it('the session reminder names one student, or several, in French and in English', () => {
    expect(translateFamily('fr', 'sessionReminders.students', { count: 1, names: 'Léo Roussel' })).toBe('Élève : Léo Roussel');
    expect(translateFamily('fr', 'sessionReminders.students', { count: 2, names: 'Léo Roussel, Lina Roussel' })).toBe('Élèves : Léo Roussel, Lina Roussel');
    expect(translateFamily('fr', 'sessionReminders.tutors', { count: 1, names: 'Thomas Lemaire' })).toBe('Tuteur : Thomas Lemaire');
    expect(translateFamily('en', 'sessionReminders.tutors', { count: 2, names: 'A, B' })).toBe('Tutors: A, B');
  });

  it('counts the staff lists, the candidates and the proposed pairs in words that agree', () => {
    expect(translate('fr', 'list.total', { count: 1 })).toBe('1 résultat');
    expect(translate('fr', 'list.total', { count: 12 })).toBe('12 résultats');
    expect(translate('en', 'list.total', { count: 1 })).toBe('1 result');
  });

  it('follows the language rules: French says 0 and 1 in the singular, English only 1', () => {
    expect(translateFamily('fr', 'quizRetryMail.body', { count: 0 })).toContain('Il vous reste 0 essai.');
    expect(translateFamily('fr', 'quizRetryMail.body', { count: 1 })).toContain('Il vous reste 1 essai.');
    expect(translateFamily('fr', 'quizRetryMail.body', { count: 2 })).toContain('Il vous reste 2 essais.');
    expect(translateFamily('en', 'quizRetryMail.body', { count: 0 })).toContain('You have 0 attempts left.');
    expect(translateFamily('en', 'quizRetryMail.body', { count: 1 })).toContain('You have 1 attempt left.');
  });

  it('falls back on the "other" form where a language has more forms than the text (French "many")', () => {
    expect(translateFamily('fr', 'familyTraining.quizIntro', { count: 1_000_000, passMark: 80 })).toMatch(/^1000000 questions ;/);
  });

  it('leaves a text without plural forms alone, count or not', () => {
    expect(translateFamily('fr', 'family.contact.characters', { count: 1, max: 10 })).toBe('1 / 10 caractères');
  });
});
