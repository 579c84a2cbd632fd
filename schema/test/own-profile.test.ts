import { describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import { defineAbilityFor, OWN_PROFILE_FIELDS, ownRecordResourceOf, writableProfileFields, type AppAbility, type SessionUser } from '../src/index.ts';

const person = (userRole: string): SessionUser => ({ userId: `${userRole}-1`, userRole, status: 'active' }) as SessionUser;

describe('the fields of "My account"', () => {
  it('offers every profile field to each family role on their own record', () => {
    for (const role of ['tutor', 'parent', 'student', 'prospectLead', 'parentProspect']) {
      const resource = ownRecordResourceOf(role)!;
      expect(resource, role).toBeDefined();
      expect(writableProfileFields(defineAbilityFor(person(role)), resource, { userId: `${role}-1` }), role).toEqual([...OWN_PROFILE_FIELDS]);
    }
  });

  it('offers nothing on someone else’s record', () => {
    expect(writableProfileFields(defineAbilityFor(person('tutor')), 'tutors', { userId: 'someone-else' })).toEqual([]);
  });

  it('follows the rules the browser gets from /v1/me (raw rules): a narrower rule narrows the form', () => {
    const rules = defineAbilityFor(person('tutor')).rules;
    const rebuilt = createMongoAbility(rules) as AppAbility;
    expect(writableProfileFields(rebuilt, 'tutors', { userId: 'tutor-1' })).toEqual([...OWN_PROFILE_FIELDS]);
    const narrow = createMongoAbility([
      { action: 'update', subject: 'tutors', fields: ['contactDetails.phoneNumber', 'address.*'], conditions: { userId: 'tutor-1' } },
    ]) as AppAbility;
    expect(writableProfileFields(narrow, 'tutors', { userId: 'tutor-1' })).toEqual([
      'contactDetails.phoneNumber',
      'address.addressLine1',
      'address.zipCode',
      'address.city',
      'address.country',
    ]);
  });

  it('has no own family record for staff', () => {
    expect(ownRecordResourceOf('coordinator')).toBeUndefined();
  });
});
