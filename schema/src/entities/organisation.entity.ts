import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { programField } from './user-fields.ts';
import { roles } from '../enums/roles.ts';
import { dataDeletionStatuses } from '../enums/people.ts';
import { requireEmailOrPhone } from '../validation/contact.ts';

/** Profiles and accesses describe staff roles (section 3). */
export const profiles = defineEntity({
  name: 'profiles',
  fields: {
    profileName: f.enum(roles, { required: true }),
    profileType: f.text({ required: true, max: 50 }),
    profileDescription: f.longText({ max: 1000 }),
  },
  titleField: 'profileName',
  columns: ['profileName', 'profileType', 'profileDescription'],
  filterable: ['profileName', 'profileType'],
  sortable: ['profileName'],
  searchable: ['profileType'],
  unique: [{ fields: ['profileName'], message: 'errors.nameInUse' }],
});

export const accesses = defineEntity({
  name: 'accesses',
  fields: {
    accessName: f.text({ required: true, max: 100 }),
    accessType: f.text({ required: true, max: 50 }),
    accessDescription: f.longText({ max: 1000 }),
  },
  titleField: 'accessName',
  columns: ['accessName', 'accessType', 'accessDescription'],
  filterable: ['accessType'],
  sortable: ['accessName'],
  searchable: ['accessName'],
});

/** A partner company's configuration (/manage/entreprise). */
export const companyConfigurations = defineEntity({
  name: 'companyConfigurations',
  fields: {
    idEntreprise: f.text({ required: true, max: 50, noWhitespace: true }),
    companyName: f.text({ required: true, max: 200 }),
    industrySector: f.reference('industrySectors'),
    program: programField(),
    contactName: f.text({ max: 200 }),
    contactEmail: f.email(),
    contactPhone: f.phone(),
    numberOfTutorsExpected: f.number({ integer: true, min: 0, max: 10000 }),
    entrepriseData: f.longText({ max: 5000 }),
    isActive: f.boolean(),
  },
  titleField: 'companyName',
  columns: ['companyName', 'idEntreprise', 'industrySector', 'program.programId', 'isActive'],
  filterable: ['industrySector', 'program.programId', 'isActive'],
  sortable: ['companyName', 'createdAt'],
  searchable: ['companyName', 'idEntreprise', 'contactName'],
  defaultSort: { field: 'companyName', order: 'asc' },
  unique: [{ fields: ['idEntreprise'], message: 'errors.nameInUse' }],
});

/**
 * A sign-in through an external provider, linked to a user. Keyed on issuer and subject, never on e-mail
 * alone; the old `firebaseIdentifier` / `firebaseUserId` names are kept for imported records.
 */
export const externalSignIns = defineEntity({
  name: 'externalSignIns',
  fields: {
    userId: f.reference('users', { required: true }),
    provider: f.text({ required: true, max: 50 }),
    issuer: f.url({ required: true }),
    subject: f.text({ required: true, max: 255 }),
    profilePic: f.url(),
    firebaseIdentifier: f.text({ max: 255 }),
    firebaseUserId: f.text({ max: 255 }),
  },
  titleField: 'provider',
  columns: ['provider', 'userId', 'createdAt'],
  filterable: ['provider', 'userId'],
  sortable: ['createdAt'],
  searchable: [],
  unique: [{ fields: ['issuer', 'subject'], message: 'errors.accountLinked' }],
});

/**
 * A request to delete one's data, filed from the public /data-deletion page (signed in or not). Administrators
 * handle it; some anonymised data is kept for statistics, as the page says.
 */
export const dataDeletionRequests = defineEntity({
  name: 'dataDeletionRequests',
  fields: {
    fullName: f.text({ required: true, max: 200 }),
    email: f.email({ sensitive: true }),
    phoneNumber: f.phone({ sensitive: true }),
    message: f.longText({ max: 2000 }),
    requestStatus: f.enum(dataDeletionStatuses),
    staffNote: f.longText({ max: 2000 }),
    requestedBy: f.reference('users', { serverManaged: true }),
    // Set when an administrator carries the request out (bff/src/features/privacy): whom it erased, who, when, and
    // what was done, in words a later reader understands without the person's name.
    erasedUserId: f.reference('users', { serverManaged: true }),
    handledBy: f.reference('users', { serverManaged: true }),
    handledAt: f.dateTime({ serverManaged: true }),
    outcome: f.longText({ max: 2000, serverManaged: true }),
  },
  titleField: 'fullName',
  columns: ['fullName', 'email', 'requestStatus', 'createdAt'],
  filterable: ['requestStatus', 'createdAt'],
  sortable: ['createdAt', 'fullName'],
  searchable: ['fullName', 'email'],
  rules: [(record, context) => requireEmailOrPhone(record as { email?: unknown; phoneNumber?: unknown }, context)],
});
