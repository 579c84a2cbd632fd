import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@binome/schema';
import { errorsFromIssues, errorsFromProblem } from '../src/forms/form-errors.ts';

const labels = { firstName: 'Prénom', email: 'E-mail', dateOfBirth: 'Date de naissance' };
const now = () => new Date('2026-11-23T10:00:00Z');

describe('form errors', () => {
  it('words the schema rules in French with the field label, one message per field', () => {
    const result = registrationSchema(now).safeParse({
      firstName: '  ',
      lastName: 'Martin',
      email: 'pas-une-adresse',
      dateOfBirth: '2015-01-01',
      password: 'x',
      acceptTerms: true,
    });
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error!.issues, 'fr', labels);
    expect(errors.firstName).toBe('Prénom est obligatoire');
    expect(errors.email).toMatch(/e-mail/i);
    expect(errors.dateOfBirth).toMatch(/16/);
    expect(Object.values(errors).every((message) => !message.startsWith('validation.'))).toBe(true);
  });

  it('words the same rules in English', () => {
    const result = registrationSchema(now).safeParse({
      firstName: '',
      lastName: 'Martin',
      email: 'a@example.org',
      dateOfBirth: '2000-01-01',
      password: 'Long-enough-2026!',
      acceptTerms: true,
    });
    const errors = errorsFromIssues(result.error!.issues, 'en', { firstName: 'First name' });
    expect(errors.firstName).toBe('First name is required');
  });

  it('shows the server validation details under their fields, and the rest on the form', () => {
    const errors = errorsFromProblem(
      {
        code: 400,
        message: 'errors.validation',
        details: [
          { path: 'firstName', message: 'validation.required' },
          { path: '', message: 'validation.invalid' },
        ],
      },
      'fr',
      labels,
    );
    expect(errors).toEqual({ firstName: 'Prénom est obligatoire', form: 'Ce champ est invalide' });
  });
});
