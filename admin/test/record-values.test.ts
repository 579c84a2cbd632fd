import { describe, expect, it } from 'vitest';
import { establishments, tutors } from '@binome/schema';
import { compactForSubmit, valueAt } from '../src/crud/record-values.ts';
import { validateRecord } from '../src/crud/form-validation.ts';

describe('what a form sends', () => {
  it('leaves blanks out, keeps lists even empty, and drops sections with nothing filled in', () => {
    expect(compactForSubmit({ name: '  ', city: 'Lyon', address: { line: '', zip: null }, sectors: [], tags: ['a', ''], count: 0, flag: false })).toEqual({
      city: 'Lyon',
      sectors: [],
      tags: ['a'],
      count: 0,
      flag: false,
    });
    expect(compactForSubmit({})).toBeUndefined();
  });

  it('reads a dotted path', () => {
    expect(valueAt({ address: { city: 'Lyon' } }, 'address.city')).toBe('Lyon');
    expect(valueAt({ address: null }, 'address.city')).toBeUndefined();
  });
});

describe('form validation with the schema', () => {
  it('puts the create rules under their fields, in French, with the field label', () => {
    const { problems, data } = validateRecord(establishments, 'create', { establishmentName: '', email: 'pas-une-adresse' }, 'fr');
    expect(data).toBeUndefined();
    const byField = Object.fromEntries(problems.map((problem) => [problem.name.join('.'), problem.errors]));
    expect(byField.establishmentName).toEqual(["Nom de l'établissement est obligatoire"]);
    expect(byField.typeOfEstablishment?.[0]).toMatch(/Type d'établissement/);
    expect(byField.email?.[0]).toMatch(/Adresse e-mail/);
  });

  it('answers the same rules in English', () => {
    const { problems } = validateRecord(establishments, 'create', {}, 'en');
    expect(problems.find((problem) => problem.name[0] === 'establishmentName')?.errors[0]).toMatch(/is required/);
  });

  it('accepts a valid record and sends it without its blanks', () => {
    const { problems, data } = validateRecord(establishments, 'create', { establishmentName: 'Collège Jean Moulin', typeOfEstablishment: 'middle', contactName: '' }, 'fr');
    expect(problems).toEqual([]);
    expect(data).toEqual({ establishmentName: 'Collège Jean Moulin', typeOfEstablishment: 'middle' });
  });

  it('checks nested fields of a person with their own labels', () => {
    const { problems } = validateRecord(tutors, 'update', { contactDetails: { email: 'faux' } }, 'fr');
    expect(problems.map((problem) => problem.name.join('.'))).toContain('contactDetails.email');
  });
});
