import enCommon from './en/common.json' with { type: 'json' };
import enFields from './en/fields.json' with { type: 'json' };
import enEnums from './en/enums.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enStaff from './en/staff.json' with { type: 'json' };
import enPresentation from './en/presentation.json' with { type: 'json' };
import enStaffSessions from './en/staff-sessions.json' with { type: 'json' };
import enStaffMatching from './en/staff-matching.json' with { type: 'json' };
import enStaffReports from './en/staff-reports.json' with { type: 'json' };
import enStaffCertificates from './en/staff-certificates.json' with { type: 'json' };
import enStaffProspects from './en/staff-prospects.json' with { type: 'json' };
import enStaffDocuments from './en/staff-documents.json' with { type: 'json' };
import enStaffOnboarding from './en/staff-onboarding.json' with { type: 'json' };
import enFamilyContact from './en/family-contact.json' with { type: 'json' };
import enFamilyChildren from './en/family-children.json' with { type: 'json' };
import enFamilyPreferences from './en/family-preferences.json' with { type: 'json' };
import enFamilyAccount from './en/family-account.json' with { type: 'json' };
import enFamilyFrame from './en/family-frame.json' with { type: 'json' };
import { mergeCatalogs } from './catalog-merge.ts';

/** Every English word the staff app and the server share (see catalogs.ts for what each file holds). */
export const SHARED_ENGLISH = /*#__PURE__*/ mergeCatalogs(enCommon, enFields, enEnums, enValidation, enMessages, enAuth, enStaff, enPresentation);

/**
 * Words of the staff app alone, kept out of the family app's first page (which carries the shared words and has
 * no room left): the sessions', matching's, reports' and certificates' staff screens. `CATALOGS` holds them; the
 * family app does not.
 */
export const STAFF_ONLY_ENGLISH = /*#__PURE__*/ mergeCatalogs(
  enStaffSessions,
  enStaffMatching,
  enStaffReports,
  enStaffCertificates,
  enStaffProspects,
  enStaffDocuments,
  enStaffOnboarding,
);

/** The family app's own English words and the mails about families (see family-catalogs.ts). */
export const FAMILY_ENGLISH = /*#__PURE__*/ mergeCatalogs(enFamilyContact, enFamilyChildren, enFamilyPreferences, enFamilyAccount, enFamilyFrame);

/**
 * Everything the family app says in English: its own module, so that the app loads only the language it shows
 * (`@binome/schema/i18n/english`); a key defined in both parts is an error.
 */
export const FAMILY_APP_ENGLISH = /*#__PURE__*/ mergeCatalogs(SHARED_ENGLISH, FAMILY_ENGLISH);

/**
 * Everything the staff app says in English: the staff app loads only the language it shows, from this module
 * (`@binome/schema/i18n/english`); screens add their own words as they load (staff-screen-words.ts).
 */
export const STAFF_APP_ENGLISH = /*#__PURE__*/ mergeCatalogs(SHARED_ENGLISH, STAFF_ONLY_ENGLISH);
