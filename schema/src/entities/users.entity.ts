import { defineEntity } from './define-entity.ts';
import { USER_FIELDS, USER_LIST } from './user-fields.ts';
import { roles } from '../enums/roles.ts';

/**
 * Every user whatever the role: what a reference to a user (`createdBy`, `validatedBy`, attendance) points to.
 * Read-only here; users are created and changed through their role's view.
 */
export const users = defineEntity({
  name: 'users',
  roles: roles.values,
  fields: USER_FIELDS,
  ...USER_LIST,
  columns: ['contactDetails.lastName', 'contactDetails.firstName', 'userRole', 'status', 'createdAt'],
  filterable: ['userRole', 'status', 'program.programId', 'createdAt'],
  sortable: ['contactDetails.lastName', 'contactDetails.firstName', 'userRole', 'createdAt'],
  readOnly: true,
});
