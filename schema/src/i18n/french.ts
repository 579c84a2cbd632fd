import frCommon from './fr/common.json' with { type: 'json' };
import frFields from './fr/fields.json' with { type: 'json' };
import frEnums from './fr/enums.json' with { type: 'json' };
import frValidation from './fr/validation.json' with { type: 'json' };
import frMessages from './fr/messages.json' with { type: 'json' };
import frAuth from './fr/auth.json' with { type: 'json' };
import frStaff from './fr/staff.json' with { type: 'json' };
import frPresentation from './fr/presentation.json' with { type: 'json' };
import frStaffSessions from './fr/staff-sessions.json' with { type: 'json' };
import frStaffMatching from './fr/staff-matching.json' with { type: 'json' };
import frStaffReports from './fr/staff-reports.json' with { type: 'json' };
import frStaffCertificates from './fr/staff-certificates.json' with { type: 'json' };
import frStaffProspects from './fr/staff-prospects.json' with { type: 'json' };
import frStaffDocuments from './fr/staff-documents.json' with { type: 'json' };
import frStaffOnboarding from './fr/staff-onboarding.json' with { type: 'json' };
import frFamilyContact from './fr/family-contact.json' with { type: 'json' };
import frFamilyChildren from './fr/family-children.json' with { type: 'json' };
import frFamilyPreferences from './fr/family-preferences.json' with { type: 'json' };
import frFamilyAccount from './fr/family-account.json' with { type: 'json' };
import frFamilyFrame from './fr/family-frame.json' with { type: 'json' };
import { mergeCatalogs } from './catalog-merge.ts';

/** Every French word the staff app and the server share (see catalogs.ts for what each file holds). */
export const SHARED_FRENCH = /*#__PURE__*/ mergeCatalogs(frCommon, frFields, frEnums, frValidation, frMessages, frAuth, frStaff, frPresentation);

/**
 * Words of the staff app alone, kept out of the family app's first page (which carries the shared words and has
 * no room left): the sessions', matching's, reports' and certificates' staff screens. `CATALOGS` holds them; the
 * family app does not.
 */
export const STAFF_ONLY_FRENCH = /*#__PURE__*/ mergeCatalogs(
  frStaffSessions,
  frStaffMatching,
  frStaffReports,
  frStaffCertificates,
  frStaffProspects,
  frStaffDocuments,
  frStaffOnboarding,
);

/** The family app's own French words and the mails about families (see family-catalogs.ts). */
export const FAMILY_FRENCH = /*#__PURE__*/ mergeCatalogs(frFamilyContact, frFamilyChildren, frFamilyPreferences, frFamilyAccount, frFamilyFrame);

/**
 * Everything the family app says in French: its own module, so that the app loads only the language it shows
 * (`@binome/schema/i18n/french`); a key defined in both parts is an error.
 */
export const FAMILY_APP_FRENCH = /*#__PURE__*/ mergeCatalogs(SHARED_FRENCH, FAMILY_FRENCH);

/**
 * Everything the staff app says in French: the staff app loads only the language it shows, from this module
 * (`@binome/schema/i18n/french`); screens add their own words as they load (staff-screen-words.ts).
 */
export const STAFF_APP_FRENCH = /*#__PURE__*/ mergeCatalogs(SHARED_FRENCH, STAFF_ONLY_FRENCH);
