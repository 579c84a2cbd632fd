import { defineEntity } from './define-entity.ts';
import { ADMINISTRATION_PREFERENCES, CONTACT_DETAIL, emailOrPhoneRule, personLabel, STAFF_FIELDS, USER_FIELDS, USER_LIST } from './user-fields.ts';
import { STAFF_ROLES, type Role } from '../enums/roles.ts';

const STAFF_COLUMNS = [
  'contactDetails.lastName',
  'contactDetails.firstName',
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'status',
  'administrationPreferences.department',
  'createdAt',
];
const STAFF_FILTERS = ['status', 'administrationPreferences.program', 'administrationPreferences.department', 'createdAt'];
const STAFF_SORT = ['contactDetails.lastName', 'contactDetails.firstName', 'status', 'createdAt'];

/** One staff view of the users collection: the same fields, scoped to one or more roles (typed by those fields). */
function staffView(name: string, viewRoles: readonly Role[], extra: { columns?: string[]; filterable?: string[] } = {}) {
  return defineEntity({
    name,
    collection: 'users',
    roles: viewRoles,
    fields: { ...USER_FIELDS, ...ADMINISTRATION_PREFERENCES, ...STAFF_FIELDS },
    ...USER_LIST,
    // Staff are told apart by their e-mail (the administrator, the coordinator and the VSC may share a name).
    label: personLabel(viewRoles.length > 1 ? ['userRole', CONTACT_DETAIL] : [CONTACT_DETAIL]),
    columns: extra.columns ?? STAFF_COLUMNS,
    filterable: extra.filterable ?? STAFF_FILTERS,
    sortable: STAFF_SORT,
    rules: [emailOrPhoneRule],
  });
}

export const administrators = staffView('administrators', ['super_administrator']);
export const managers = staffView('managers', ['manager']);
export const coordinators = staffView('coordinators', ['coordinator']);
export const recruiters = staffView('recruiters', ['recruiter']);
export const vsc = staffView('vsc', ['vsc']);
/** Every staff member, filterable by profile type (their role). */
export const collaborators = staffView('collaborators', STAFF_ROLES, {
  columns: [
    'contactDetails.lastName',
    'contactDetails.firstName',
    'contactDetails.email',
    'userRole',
    'status',
    'administrationPreferences.department',
    'createdAt',
  ],
  filterable: ['userRole', ...STAFF_FILTERS],
});
