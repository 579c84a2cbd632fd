import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { CATALOGS, establishments, sessions, tutors } from '@binome/schema';
import { compactForSubmit, withClearedFields } from '../src/crud/record-values.ts';
import { validateRecord } from '../src/crud/form-validation.ts';

// The form's messages come from the app's i18next (both languages here; the app loads English on demand).
beforeAll(async () => {
  await i18next.init({
    resources: { fr: { translation: CATALOGS.fr }, en: { translation: CATALOGS.en } },
    lng: 'fr',
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
  });
});

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
    const { problems, data } = validateRecord(
      establishments,
      'create',
      { establishmentName: 'Collège Jean Moulin', typeOfEstablishment: 'middle', contactName: '' },
      'fr',
    );
    expect(problems).toEqual([]);
    expect(data).toEqual({ establishmentName: 'Collège Jean Moulin', typeOfEstablishment: 'middle' });
  });

  it('checks nested fields of a person with their own labels', () => {
    const { problems } = validateRecord(tutors, 'update', { contactDetails: { email: 'faux' } }, 'fr');
    expect(problems.map((problem) => problem.name.join('.'))).toContain('contactDetails.email');
  });
});

describe('clearing fields on an edit form', () => {
  const before = {
    id: 'e1',
    establishmentName: 'Collège',
    typeOfEstablishment: 'middle',
    contactName: 'Mme Durand',
    address: { city: 'Lyon', zipCode: '69001' },
  };

  it('sends null for optional fields emptied since the record was loaded, nested ones included', () => {
    const after = { establishmentName: 'Collège', typeOfEstablishment: 'middle', address: { zipCode: '69001' } };
    expect(withClearedFields(before, after, establishments.fields)).toEqual({ ...after, contactName: null, address: { zipCode: '69001', city: null } });
  });

  it('leaves alone what was already empty and what the server sets', () => {
    const after = { establishmentName: 'Collège', typeOfEstablishment: 'middle', contactName: 'Mme Durand', address: { city: 'Lyon', zipCode: '69001' } };
    expect(withClearedFields(before, after, establishments.fields)).toEqual(after);
  });

  it('refuses a required field emptied on an edit form, under that field', () => {
    const { problems } = validateRecord(establishments, 'update', { establishmentName: '', typeOfEstablishment: 'middle' }, 'fr', before);
    expect(problems.find((problem) => problem.name.join('.') === 'establishmentName')?.errors).toEqual(["Nom de l'établissement est obligatoire"]);
  });

  it('passes the clearing through the update schema', () => {
    const { data, problems } = validateRecord(
      establishments,
      'update',
      { establishmentName: 'Collège', typeOfEstablishment: 'middle', contactName: '' },
      'fr',
      before,
    );
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ contactName: null, address: { city: null, zipCode: null } });
  });
});

describe('labels the server sends with a record', () => {
  it('are never sent back: an edit form holding the record as it was read saves without them', () => {
    const read = {
      establishmentName: 'Collège',
      typeOfEstablishment: 'middle',
      _label: 'Collège',
      _detail: 'Lyon',
      _labels: { departments: { '69': 'Rhône' } },
    };
    const { data, problems } = validateRecord(establishments, 'update', read, 'fr', read);
    expect(problems).toEqual([]);
    expect(data).toEqual({ establishmentName: 'Collège', typeOfEstablishment: 'middle' });
  });
});

describe('clearing only what the form showed', () => {
  it('keeps the value of a field the form hid (technical, not applying), and clears one it showed', () => {
    const before = { id: 's1', status: 'canceled', cancelingReason: 'Malade', note: 'À rappeler', sessionType: 'group-session' };
    const after = { status: 'to-be-scheduled', sessionType: 'group-session' };
    const shown = new Set(['status', 'sessionType', 'note']);
    expect(withClearedFields(before, after, sessions.fields, (path) => shown.has(path))).toEqual({ ...after, note: null });
  });

  it('walks nested sections by their dotted paths', () => {
    const before = { contactDetails: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' }, language: 'fr' };
    const after = { contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } };
    expect(withClearedFields(before, after, tutors.fields, (path) => path !== 'contactDetails.email' && path !== 'language')).toEqual(after);
    expect(withClearedFields(before, after, tutors.fields, (path) => path !== 'language')).toEqual({
      contactDetails: { ...after.contactDetails, email: null },
    });
  });
});

describe('a create form left empty', () => {
  it('blames the required fields of a wholly empty required group, each under its input, not the group', () => {
    const { problems, data } = validateRecord(tutors, 'create', {}, 'fr');
    expect(data).toBeUndefined();
    const paths = problems.map((problem) => problem.name.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['contactDetails.firstName', 'contactDetails.lastName']));
    expect(paths).not.toContain('contactDetails');
  });
  it('sends what was typed, without empty groups opened for the check', () => {
    const { problems } = validateRecord(tutors, 'create', { contactDetails: { firstName: 'Ana', lastName: 'Lopes' } }, 'fr');
    expect(problems.map((problem) => problem.name.join('.'))).not.toContain('contactDetails');
  });
});

describe('an edit form holding what the server sets', () => {
  it("sends a loaded session back without its participants' names, origin or recurrence number, which the API refuses from a client", () => {
    const loaded = {
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      origin: 'matching',
      recurrence: { recurrenceName: 'one-time', recurrenceNumber: '0' },
      tutors: [{ userId: 'demo-tutor', fullName: 'Thomas Lemaire' }],
      students: [{ userId: 'demo-student', fullName: 'Léo Roussel' }],
      vsc: [{ vscId: 'demo-vsc' }],
    };
    const { problems, data } = validateRecord(sessions, 'update', loaded, 'fr', loaded);
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ tutors: [{ userId: 'demo-tutor' }], students: [{ userId: 'demo-student' }], recurrence: { recurrenceName: 'one-time' } });
    expect(JSON.stringify(data)).not.toMatch(/fullName|origin|recurrenceNumber/);
  });
});
