import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { CONTACT_DETAIL, emailOrPhoneRule, personLabel, programField, USER_FIELDS, USER_LIST } from './user-fields.ts';
import { genders, socioProfessionalCategories } from '../enums/people.ts';
import { INITIAL_STATUS_BY_ROLE } from '../enums/user-status.ts';

/** Parent-specific fields, shared with parent prospects; labelled once under `parents.fields.*`. */
export const PARENT_FIELDS = keyFields('parents', {
  parentPreferences: f.object({
    comments: f.longText({ max: 2000 }),
    department: f.reference('departments'),
    socioProfessionalCategory: f.enum(socioProfessionalCategories),
    basicInformation: f.object({ gender: f.enum(genders) }),
    program: programField(),
  }),
  documents: f.list(f.file(), { max: 20 }),
});

export const parents = defineEntity({
  name: 'parents',
  collection: 'users',
  roles: ['parent'],
  // Staff-created parents start active (section 4).
  fields: { ...USER_FIELDS, status: { ...USER_FIELDS.status!, default: INITIAL_STATUS_BY_ROLE.parent }, ...PARENT_FIELDS },
  ...USER_LIST,
  label: personLabel(['program.programId', CONTACT_DETAIL]),
  columns: [
    'contactDetails.lastName',
    'contactDetails.firstName',
    'contactDetails.email',
    'contactDetails.phoneNumber',
    'status',
    'parentPreferences.department',
    'program.programId',
    'createdAt',
  ],
  filterable: ['status', 'program.programId', 'parentPreferences.department', 'parentPreferences.socioProfessionalCategory', 'createdAt'],
  sortable: ['contactDetails.lastName', 'contactDetails.firstName', 'status', 'createdAt', 'updatedAt'],
  programScoped: true,
  rules: [emailOrPhoneRule],
});
