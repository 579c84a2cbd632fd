import { describe, expect, it } from 'vitest';
import { defineAbilityFor, getResource } from '@binome/schema';
import { rightsOn } from '../src/crud/record-rights.ts';

describe('the buttons and fields a record offers follow the rules on that record', () => {
  const coordinator = defineAbilityFor({
    userId: 'coordinator-1',
    userRole: 'coordinator',
    status: 'active',
    administrationPreferences: { program: ['az-rem-4ca0f8d'] },
  });
  const coordinators = getResource('coordinators');

  it('nobody is offered to change their own status or programs, nor to remove their own account', () => {
    const own = rightsOn(coordinator, coordinators, {
      id: 'coordinator-1',
      userId: 'coordinator-1',
      administrationPreferences: { program: ['az-rem-4ca0f8d'] },
    });
    expect(own('update', 'contactDetails.firstName')).toBe(true);
    expect(own('update', 'status')).toBe(false);
    expect(own('update', 'administrationPreferences.program')).toBe(false);
    expect(own('delete')).toBe(false);
  });

  it('a colleague within one’s programs can be edited and removed; one beyond them cannot', () => {
    expect(rightsOn(coordinator, coordinators, { id: 'c-2', userId: 'c-2', administrationPreferences: { program: ['az-rem-4ca0f8d'] } })('delete')).toBe(true);
    expect(rightsOn(coordinator, coordinators, { id: 'c-3', userId: 'c-3', administrationPreferences: { program: ['az-fac-5f87232'] } })('update')).toBe(false);
  });

  it('answers with the resource’s rules before the record has loaded', () => {
    expect(rightsOn(coordinator, coordinators, undefined)('update', 'status')).toBe(true);
  });
});
