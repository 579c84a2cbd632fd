import { describe, expect, it } from 'vitest';
import { establishmentCategories, establishments, f, FIELD_KINDS, RATING_MAX, sessions, tutors, type Field } from '@binome/schema';
import { widgetFor, type WidgetSpec } from '../../src/crud/kinds/widget.ts';
import { sample } from './samples.ts';

const categoryOptions = establishmentCategories.values.map((value) => ({ value, labelKey: `enums.establishmentCategory.${value}` }));

function sectionOf(spec: WidgetSpec | undefined) {
  if (spec?.type !== 'section') throw new Error(`expected a section, got ${spec?.type}`);
  return Object.fromEntries(spec.fields.map((entry) => [entry.name, entry.widget]));
}

describe('field kind → form widget', () => {
  it.each([
    ['text', { type: 'input', required: true, maxLength: 120 }],
    ['longText', { type: 'textarea', required: false, maxLength: 2000 }],
    ['email', { type: 'email', required: false }],
    ['phone', { type: 'phone', required: false }],
    ['zipCode', { type: 'zipCode', required: false }],
    ['url', { type: 'url', required: false }],
    ['date', { type: 'date', required: true }],
    ['dateTime', { type: 'dateTime', required: false }],
    ['time', { type: 'time', required: false }],
    ['enum', { type: 'select', required: true, options: categoryOptions }],
    ['reference', { type: 'referenceSelect', required: false, resource: 'departments' }],
    ['list', { type: 'referenceMultiSelect', required: false, resource: 'sectors', maxCount: 50 }],
    ['file', { type: 'file', required: false }],
    ['boolean', { type: 'switch', required: false }],
    ['number', { type: 'number', required: false, min: 1, max: 20, integer: true }],
    ['rating', { type: 'rate', required: false, count: RATING_MAX }],
    ['availability', { type: 'availability', required: false }],
  ] as const)('%s', (kind, expected) => {
    expect(widgetFor(sample(kind))).toEqual(expected);
  });

  it('object: a section of its own fields, each with its widget', () => {
    const spec = widgetFor(sample('object'));
    expect(spec).toMatchObject({ type: 'section', required: false });
    expect(sectionOf(spec)).toEqual({
      city: { type: 'input', required: false, maxLength: 100 },
      zipCode: { type: 'zipCode', required: false },
    });
  });

  it('covers every kind of the schema', () => {
    for (const kind of FIELD_KINDS) expect(widgetFor(sample(kind)), kind).toBeDefined();
  });

  it('gives no widget to what the server sets, nor to a section holding only that', () => {
    expect(widgetFor(f.text({ serverManaged: true }))).toBeUndefined();
    expect(widgetFor(f.number({ serverManaged: true }))).toBeUndefined();
    expect(widgetFor(f.object({ id: f.text({ serverManaged: true }) }))).toBeUndefined();
    for (const meta of ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy']) expect(widgetFor(establishments.fields[meta]!), meta).toBeUndefined();
    expect(widgetFor(tutors.fields.quizScore!)).toBeUndefined();
  });

  it('number: no bound when the field sets none', () => {
    expect(widgetFor(f.number())).toEqual({ type: 'number', required: false, integer: false });
  });

  describe('lists', () => {
    it('of choices: one multiple select', () => {
      expect(widgetFor(f.list(f.enum(establishmentCategories), { max: 3 }))).toEqual({ type: 'multiSelect', required: false, options: categoryOptions, maxCount: 3 });
    });
    it('of references: one multiple reference select', () => {
      expect(widgetFor(f.list(f.reference('levels'), { max: 9, required: true }))).toEqual({
        type: 'referenceMultiSelect',
        required: true,
        resource: 'levels',
        maxCount: 9,
      });
    });
    it('of plain values: the item widget repeated', () => {
      expect(widgetFor(f.list(f.text({ max: 100 }), { max: 20 }))).toEqual({
        type: 'repeatable',
        required: false,
        maxCount: 20,
        of: { type: 'input', required: false, maxLength: 100 },
      });
      expect(widgetFor(f.list(f.file(), { max: 20 }))).toMatchObject({ type: 'repeatable', of: { type: 'file' } });
    });
    it('of objects: a section repeated', () => {
      const spec = widgetFor(sessions.fields.vsc!);
      expect(spec).toMatchObject({ type: 'repeatable', maxCount: 10, of: { type: 'section' } });
      if (spec?.type !== 'repeatable') throw new Error('repeatable expected');
      expect(sectionOf(spec.of)).toEqual({
        vscId: { type: 'referenceSelect', required: true, resource: 'vsc' },
        vscName: { type: 'input', required: false, maxLength: 200 },
      });
    });
  });
});

describe('widgets of real descriptors', () => {
  it('establishments: every field a person fills in', () => {
    const types = Object.fromEntries(
      Object.entries(establishments.fields).flatMap(([name, field]) => {
        const spec = widgetFor(field);
        return spec ? [[name, spec.type]] : [];
      }),
    );
    expect(types).toEqual({
      establishmentName: 'input',
      typeOfEstablishment: 'select',
      labelType: 'select',
      sectors: 'referenceMultiSelect',
      department: 'referenceSelect',
      priorityEducation: 'select',
      address: 'section',
      contactName: 'input',
      email: 'email',
      phoneNumber: 'phone',
      isMissing: 'switch',
    });
    expect(widgetFor(establishments.fields.establishmentName!)).toEqual({ type: 'input', required: true, maxLength: 200 });
    expect(sectionOf(widgetFor(establishments.fields.address!))).toEqual({
      addressLine1: { type: 'input', required: false, maxLength: 300 },
      zipCode: { type: 'zipCode', required: false },
      city: { type: 'input', required: false, maxLength: 100 },
    });
  });

  it('tutors: nested preferences, server-managed matches left out', () => {
    const preferences = sectionOf(widgetFor(tutors.fields.tutorPreferences!));
    expect(preferences.availability).toEqual({ type: 'availability', required: false });
    expect(preferences.weekendAvailability).toEqual({ type: 'switch', required: false });
    expect(preferences).not.toHaveProperty('matchedStudents');
    expect(preferences.subjectToTeach).toMatchObject({ type: 'repeatable', of: { type: 'input' } });
    const assignment = sectionOf(preferences.assignment);
    expect(assignment.level).toEqual({ type: 'referenceMultiSelect', required: false, resource: 'levels', maxCount: 9 });
    expect(assignment.numberOfStudentsToSupport).toEqual({ type: 'number', required: false, min: 1, max: 20, integer: true });
    expect(widgetFor(tutors.fields.documents!)).toMatchObject({ type: 'repeatable', maxCount: 20, of: { type: 'file' } });
    expect(sectionOf(widgetFor(tutors.fields.criminalRecord!))).toMatchObject({ issueDate: { type: 'date' }, attestation: { type: 'file' } });
  });

  it('sessions: the required date section and its date-times', () => {
    const spec = widgetFor(sessions.fields.sessionDate!);
    expect(spec?.required).toBe(true);
    expect(sectionOf(spec)).toEqual({ startDate: { type: 'dateTime', required: true }, endDate: { type: 'dateTime', required: true } });
  });

  it('every field of every descriptor has a widget or is set by the server', () => {
    const check = (field: Field) => {
      if (field.serverManaged) return;
      expect(widgetFor(field), field.path).toBeDefined();
      if (field.kind === 'object') Object.values(field.fields).forEach(check);
    };
    for (const field of [...Object.values(tutors.fields), ...Object.values(sessions.fields), ...Object.values(establishments.fields)]) check(field);
  });
});
