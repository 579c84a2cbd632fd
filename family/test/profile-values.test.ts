import { describe, expect, it } from 'vitest';
import { patchOf, storedDate, valuesOf, type FieldFacts } from '../src/features/account/profile-values.ts';

const facts: FieldFacts = {
  isRequired: (field) => field.startsWith('contactDetails.f') || field === 'contactDetails.lastName',
  isDate: (field) => field === 'dateOfBirth',
};
const record = {
  contactDetails: { firstName: 'Thomas', lastName: 'Lemaire', phoneNumber: '+33612345678' },
  address: { city: 'Paris' },
  dateOfBirth: '1991-04-26',
  _label: 'Thomas Lemaire',
};

describe('the values of the profile form', () => {
  it('shows dates as DD/MM/YYYY and missing values as empty', () => {
    expect(valuesOf(record, ['contactDetails.firstName', 'address.zipCode', 'dateOfBirth'], facts)).toEqual({
      'contactDetails.firstName': 'Thomas',
      'address.zipCode': '',
      dateOfBirth: '26/04/1991',
    });
  });

  it('sends only what changed, nested, never the record’s labels; cleared optional fields are null', () => {
    const fields = ['contactDetails.firstName', 'contactDetails.phoneNumber', 'address.city', 'dateOfBirth'] as const;
    const initial = valuesOf(record, fields, facts);
    const body = patchOf(initial, { ...initial, 'contactDetails.phoneNumber': '', 'address.city': 'Nantes', dateOfBirth: '2/3/1990' }, facts);
    expect(body).toEqual({ contactDetails: { phoneNumber: null }, address: { city: 'Nantes' }, dateOfBirth: '1990-03-02' });
    expect(patchOf(initial, { ...initial, 'contactDetails.firstName': ' ' }, facts)).toEqual({ contactDetails: { firstName: '' } });
    expect(patchOf(initial, initial, facts)).toEqual({});
  });

  it('leaves a date it cannot read as typed, for the schema to refuse', () => {
    expect(storedDate('31-12-1990')).toBe('31-12-1990');
  });
});
