import { CATALOGS, type Catalog } from './catalogs.ts';
import type { Language } from '../constants.ts';
import { FAMILY_FRENCH } from './french.ts';
import { FAMILY_ENGLISH } from './english.ts';
import { FAMILY_SESSIONS_WORDS } from './family-screen-words.ts';
import { FAMILY_REPORTS_WORDS } from './family-reports-words.ts';
import { FAMILY_CERTIFICATES_WORDS } from './family-certificates-words.ts';
import { FAMILY_DOCUMENTS_WORDS } from './family-documents-words.ts';
import { FAMILY_ONBOARDING_WORDS } from './family-onboarding-words.ts';
import { SERVER_MAIL_WORDS } from './server-mail-words.ts';
import { FAMILY_HOME_WORDS } from './family-home-words.ts';
import { FAMILY_TRAINING_WORDS } from './family-training-words.ts';
import { FAMILY_PRIVACY_WORDS } from './family-privacy-words.ts';
import { mergeCatalogs } from './catalog-merge.ts';
import { fillTemplate } from './fill.ts';
import { lookupCounted } from './plural-keys.ts';

/**
 * Words the staff app never shows: the family app's own pages (`family.*`), the mails the server writes to
 * families and about them (`contactMail.*`) and its sign-in mails (`auth.mail.*`). They are kept out of `CATALOGS`, which every bundle carries (the
 * staff app's first page included, whose budget has no room for them), and imported from
 * `@binome/schema/family-catalogs` by the family app and the server only. The same rules hold as for `CATALOGS`
 * (same keys in both languages, no key defined twice): the schema's tests check them on the two together.
 */
export const FAMILY_CATALOGS: Record<Language, Catalog> = {
  fr: mergeCatalogs(
    FAMILY_FRENCH,
    FAMILY_SESSIONS_WORDS.fr,
    FAMILY_REPORTS_WORDS.fr,
    FAMILY_CERTIFICATES_WORDS.fr,
    FAMILY_DOCUMENTS_WORDS.fr,
    FAMILY_ONBOARDING_WORDS.fr,
    SERVER_MAIL_WORDS.fr,
    FAMILY_HOME_WORDS.fr,
    FAMILY_TRAINING_WORDS.fr,
    FAMILY_PRIVACY_WORDS.fr,
  ),
  en: mergeCatalogs(
    FAMILY_ENGLISH,
    FAMILY_SESSIONS_WORDS.en,
    FAMILY_REPORTS_WORDS.en,
    FAMILY_CERTIFICATES_WORDS.en,
    FAMILY_DOCUMENTS_WORDS.en,
    FAMILY_ONBOARDING_WORDS.en,
    SERVER_MAIL_WORDS.en,
    FAMILY_HOME_WORDS.en,
    FAMILY_TRAINING_WORDS.en,
    FAMILY_PRIVACY_WORDS.en,
  ),
};

/**
 * A family word in a language (French when missing), with `{{name}}` filled in; the key itself when unknown. A
 * numeric `count` picks the plural form (`key_one`, `key_other`) as i18next does in the apps.
 */
export function translateFamily(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template =
    lookupCounted(FAMILY_CATALOGS[language], key, params, language) ??
    lookupCounted(FAMILY_CATALOGS.fr, key, params, 'fr') ??
    lookupCounted(CATALOGS[language], key, params, language) ??
    key;
  return fillTemplate(template, params, language);
}
