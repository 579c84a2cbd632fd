import { describe, expect, it } from 'vitest';
import { createBody, updateBody, validateChild, valuesOf } from '../src/features/children/child-form-values.ts';

const parent = { userId: 'demo-parent', programId: 'az-rem-4ca0f8d' };
const filled = { ...valuesOf(), firstName: ' Inès ', lastName: 'Roussel', email: 'ines@example.org', level: 'level-6eme' };

describe('the child form', () => {
  it('makes a new child’s body: the parent and their program, what was given, never a status', () => {
    expect(createBody(filled, parent)).toEqual({
      contactDetails: { firstName: 'Inès', lastName: 'Roussel', email: 'ines@example.org' },
      program: { programId: 'az-rem-4ca0f8d' },
      studentPreferences: { parentUserId: 'demo-parent', assignment: { level: 'level-6eme' } },
    });
  });

  it('clears what an edit empties, with null', () => {
    const body = updateBody({ ...filled, email: '', phoneNumber: '06 12 34 56 78', level: '' });
    expect(body).toMatchObject({
      contactDetails: { email: null, phoneNumber: '06 12 34 56 78' },
      studentPreferences: { assignment: { level: null, classes: null } },
    });
    expect(body).not.toHaveProperty('status');
  });

  it('checks the schema’s rules in the person’s language: names required, an e-mail or a phone', () => {
    const errors = validateChild({ ...valuesOf(), firstName: '', lastName: 'Roussel' }, parent, 'fr');
    expect(errors['contactDetails.firstName']).toBe('Prénom est obligatoire');
    expect(errors['contactDetails.email'] ?? errors['contactDetails.phoneNumber']).toBeTruthy();
    expect(validateChild({ ...filled, email: 'pas-une-adresse' }, parent, 'en')['contactDetails.email']).toMatch(/e-mail/i);
    expect(validateChild(filled, parent, 'fr')).toEqual({});
  });

  it('reads a child back into the form', () => {
    expect(
      valuesOf({ id: 'c1', contactDetails: { firstName: 'Léo', lastName: 'Martin' }, studentPreferences: { assignment: { classes: ['x'] } } }),
    ).toMatchObject({
      firstName: 'Léo',
      classes: ['x'],
      email: '',
    });
  });
});
