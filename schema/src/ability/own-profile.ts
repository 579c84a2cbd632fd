import { subject } from '@casl/ability';
import type { AppAbility } from './define-ability.ts';

/**
 * "My account" of the family app: the fields of a person's own record that the profile form offers, in the order
 * it shows them. Which of them a person may write is never decided here but by their rules (see
 * `writableProfileFields`), so the form and the server agree.
 */
export const OWN_PROFILE_FIELDS = [
  'civility',
  'contactDetails.firstName',
  'contactDetails.lastName',
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'gender',
  'dateOfBirth',
  'address.addressLine1',
  'address.zipCode',
  'address.city',
  'address.country',
  'profilePic',
] as const;
export type OwnProfileField = (typeof OWN_PROFILE_FIELDS)[number];

/** The resource holding a family member's own record: `/v1/{resource}/{id}`. Staff have their own account page. */
const OWN_RECORD_RESOURCE: Record<string, string> = {
  tutor: 'tutors',
  parent: 'parents',
  student: 'students',
  prospectLead: 'prospects',
  parentProspect: 'prospects',
};

export function ownRecordResourceOf(role: string): string | undefined {
  return OWN_RECORD_RESOURCE[role];
}

/**
 * The profile fields this person may write on this record of `resource`, from their CASL rules (the same rules
 * the server applies to the PATCH): the one place the form's field list is decided.
 */
export function writableProfileFields(ability: AppAbility, resource: string, record: Record<string, unknown>): OwnProfileField[] {
  const target = subject(resource, { ...record });
  return OWN_PROFILE_FIELDS.filter((field) => ability.can('update', target, field));
}
