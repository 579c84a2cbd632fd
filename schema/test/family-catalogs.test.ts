import { describe, expect, it } from 'vitest';
import { catalogKeys, CATALOGS, LANGUAGES, lookup } from '../src/index.ts';
import { FAMILY_CATALOGS, translateFamily } from '../src/i18n/family-catalogs.ts';
import { FAMILY_APP_FRENCH } from '../src/i18n/french.ts';
import { FAMILY_APP_ENGLISH } from '../src/i18n/english.ts';
import { FAMILY_SESSIONS_WORDS } from '../src/i18n/family-screen-words.ts';
import { FAMILY_REPORTS_WORDS } from '../src/i18n/family-reports-words.ts';
import { FAMILY_CERTIFICATES_WORDS } from '../src/i18n/family-certificates-words.ts';
import { FAMILY_DOCUMENTS_WORDS } from '../src/i18n/family-documents-words.ts';
import { FAMILY_ONBOARDING_WORDS } from '../src/i18n/family-onboarding-words.ts';
import { SERVER_MAIL_WORDS } from '../src/i18n/server-mail-words.ts';
import { FAMILY_HOME_WORDS } from '../src/i18n/family-home-words.ts';
import { FAMILY_PRIVACY_WORDS } from '../src/i18n/family-privacy-words.ts';
import { FAMILY_TRAINING_WORDS } from '../src/i18n/family-training-words.ts';
import { mergeCatalogs } from '../src/i18n/catalog-merge.ts';

/** The same checks as the shared catalogs' (i18n.test.ts), on the words only the family app and the server use. */
describe('family catalogs', () => {
  it('fr and en have exactly the same keys', () => {
    const fr = new Set(catalogKeys(FAMILY_CATALOGS.fr));
    const en = new Set(catalogKeys(FAMILY_CATALOGS.en));
    expect([...fr].filter((key) => !en.has(key))).toEqual([]);
    expect([...en].filter((key) => !fr.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s merges with the shared catalog without defining a key twice, and has no empty text', (language) => {
    // The family app's catalog of the language (built at load: a key defined twice throws) holds every family word.
    // Words that some screens load with themselves (family-screen-words.ts, family-reports-words.ts, family-certificates-words.ts, family-documents-words.ts, family-onboarding-words.ts) and the server's mails (server-mail-words.ts) complete it.
    const familyApp = mergeCatalogs(
      language === 'fr' ? FAMILY_APP_FRENCH : FAMILY_APP_ENGLISH,
      FAMILY_SESSIONS_WORDS[language],
      FAMILY_REPORTS_WORDS[language],
      FAMILY_CERTIFICATES_WORDS[language],
      FAMILY_DOCUMENTS_WORDS[language],
      FAMILY_ONBOARDING_WORDS[language],
      SERVER_MAIL_WORDS[language],
      FAMILY_HOME_WORDS[language],
      FAMILY_TRAINING_WORDS[language],
      FAMILY_PRIVACY_WORDS[language],
    );
    expect(catalogKeys(FAMILY_CATALOGS[language]).filter((key) => lookup(familyApp, key) === undefined)).toEqual([]);
    expect(catalogKeys(FAMILY_CATALOGS[language]).filter((key) => lookup(CATALOGS[language], key) !== undefined)).toEqual([]);
    expect(catalogKeys(FAMILY_CATALOGS[language]).filter((key) => lookup(FAMILY_CATALOGS[language], key)!.trim() === '')).toEqual([]);
  });

  it('interpolations match between languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();
    const mismatched = catalogKeys(FAMILY_CATALOGS.fr).filter(
      (key) => JSON.stringify(names(lookup(FAMILY_CATALOGS.fr, key)!)) !== JSON.stringify(names(lookup(FAMILY_CATALOGS.en, key) ?? '')),
    );
    expect(mismatched).toEqual([]);
  });

  it('translates with the parameters filled in', () => {
    expect(translateFamily('en', 'contactMail.answered.subject', { subject: 'Hours' })).toBe('Answer to your message: Hours');
    expect(translateFamily('fr', 'family.contact.characters', { count: 3, max: 10 })).toBe('3 / 10 caractères');
  });
});
