import { f, keyFields } from './fields.ts';
import { adminTypes, roles } from '../enums/roles.ts';
import { userStatuses } from '../enums/user-status.ts';
import { civilities, genders } from '../enums/people.ts';
import { programIds } from '../reference/programs.ts';
import { requireEmailOrPhone } from '../validation/contact.ts';
import { locationField } from './location-field.ts';
import type { RecordRule } from './define-entity.ts';
import type { LabelPart, LabelSpec } from './labels.ts';

/**
 * A program as records carry it: its permanent id and, for display, its name. Labelled once under
 * `common.*`, whichever record carries it.
 */
const PROGRAM_FIELD = keyFields('common', {
  program: f.object({ programId: f.enum(programIds, { required: true }), programName: f.text({ serverManaged: true }) }),
}).program!;
export const programField = () => PROGRAM_FIELD;

/**
 * The departments a session, a pair or a report is filed under: those of the students it names, set by the server
 * on every write, so that staff whose reach is local (a VSC) find them by a query. Labelled once under `common.*`.
 */
const DEPARTMENTS_FIELD = keyFields('common', {
  departments: f.list(f.reference('departments'), { serverManaged: true, max: 110 }),
}).departments!;
export const departmentsField = () => DEPARTMENTS_FIELD;

/**
 * Fields every user has, whatever the role (section 3, "User"). Labelled once under `users.fields.*`. The
 * per-role views add their own preferences block beside these.
 */
export const USER_FIELDS = keyFields('users', {
  userId: f.text({ serverManaged: true, max: 100 }),
  userRole: f.enum(roles, { serverManaged: true }),
  status: f.enum(userStatuses),
  contactDetails: f.object(
    {
      firstName: f.text({ required: true, max: 100 }),
      lastName: f.text({ required: true, max: 100 }),
      email: f.email({ sensitive: true }),
      phoneNumber: f.phone({ sensitive: true }),
    },
    { required: true },
  ),
  address: f.object({
    addressLine1: f.text({ max: 300, sensitive: true }),
    zipCode: f.zipCode(),
    city: f.text({ max: 100 }),
    country: f.reference('countries'),
    location: locationField({ sensitive: true }),
  }),
  dateOfBirth: f.date({ sensitive: true }),
  gender: f.enum(genders),
  civility: f.enum(civilities),
  profilePic: f.url(),
  language: f.text({ max: 5 }),
  program: programField(),
  // Where the person lives (their address's postal code, else the department their record names): set by the server,
  // for staff whose reach is local. Never written by anyone.
  department: f.reference('departments', { serverManaged: true }),
  userRoleList: f.list(f.object({ profileName: f.enum(roles, { required: true }) }), { max: 10 }),
  hasChangedPassword: f.boolean({ serverManaged: true }),
  isEmailVerified: f.boolean({ serverManaged: true }),
});

/**
 * Staff views scope users by the programs and departments in their administration preferences. `department` keeps
 * its permanent name and is a list (a VSC follows one or more departments); older records held a single id, which
 * the start-up turns into a list of one.
 */
export const ADMINISTRATION_PREFERENCES = keyFields('users', {
  administrationPreferences: f.object({
    program: f.list(f.enum(programIds), { max: 4 }),
    department: f.list(f.reference('departments'), { max: 110 }),
  }),
});

/** Fields only staff records have. */
export const STAFF_FIELDS = keyFields('users', { adminType: f.enum(adminTypes) });

export const emailOrPhoneRule: RecordRule = (record, context) =>
  requireEmailOrPhone(record.contactDetails as { email?: unknown; phoneNumber?: unknown } | undefined, context, ['contactDetails']);

/** A person is named by their first and last name ('Juliette Lopez'), then what tells namesakes apart. */
export const personLabel = (detail: readonly LabelPart[]): LabelSpec => ({ title: ['contactDetails.firstName', 'contactDetails.lastName'], detail });
/** The second line of staff members and other adults: how to reach them. */
export const CONTACT_DETAIL: LabelPart = { firstOf: ['contactDetails.email', 'contactDetails.phoneNumber'] };

/** Columns, filters and search shared by every user list. */
export const USER_LIST = {
  label: personLabel(['userRole', CONTACT_DETAIL]),
  searchable: ['contactDetails.firstName', 'contactDetails.lastName', 'contactDetails.email', 'contactDetails.phoneNumber'],
  duplicateWarning: ['contactDetails.firstName', 'contactDetails.lastName'],
  defaultSort: { field: 'createdAt', order: 'desc' },
} as const;
