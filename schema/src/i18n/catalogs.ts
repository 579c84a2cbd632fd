import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';
import { SHARED_FRENCH, STAFF_ONLY_FRENCH } from './french.ts';
import { SHARED_ENGLISH, STAFF_ONLY_ENGLISH } from './english.ts';
import { mergeCatalogs } from './catalog-merge.ts';

export * from './catalog-merge.ts';
export { lookupCounted } from './plural-keys.ts';

/**
 * The translation catalogs, one per language, each split by kind of text so that files stay readable:
 * `common` (menus, pages, dashboard, shared words), `fields` (resource names and field labels), `enums` (every
 * enumeration value), `validation` (section 5), `messages` (the section 8 catalogue: errors and successes), `auth` (the sign-in
 * pages, mails and text messages) and `staff` (the staff app's own words, and the keys Refine's components ask for:
 * `buttons`, `notifications`, `warnWhenUnsavedChanges`, `documentTitle`) and `presentation` (titles of a record's groups
 * and related lists).
 * They are i18next resources: nested objects, `{{name}}` interpolation.
 */
export const CATALOGS: Record<Language, Catalog> = {
  fr: /*#__PURE__*/ mergeCatalogs(SHARED_FRENCH, STAFF_ONLY_FRENCH),
  en: /*#__PURE__*/ mergeCatalogs(SHARED_ENGLISH, STAFF_ONLY_ENGLISH),
};
