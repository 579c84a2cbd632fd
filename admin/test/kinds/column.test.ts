import { describe, expect, it } from 'vitest';
import { establishmentCategories, establishments, FIELD_KINDS, sessions, tutors } from '@binome/schema';
import { columnFor, entityColumns, LONG_TEXT_CELL_LENGTH, sortableColumn } from '../../src/crud/kinds/column.ts';
import { sample } from './samples.ts';

describe('field kind → column', () => {
  it.each([
    ['text', { type: 'text' }],
    ['longText', { type: 'longText', maxLength: LONG_TEXT_CELL_LENGTH }],
    ['email', { type: 'email' }],
    ['phone', { type: 'phone' }],
    ['zipCode', { type: 'text' }],
    ['url', { type: 'url' }],
    ['date', { type: 'date' }],
    ['dateTime', { type: 'dateTime' }],
    ['time', { type: 'time' }],
    ['enum', { type: 'enum', enumeration: establishmentCategories }],
    ['reference', { type: 'reference', resource: 'departments' }],
    ['list', { type: 'list', of: { type: 'reference', resource: 'sectors' } }],
    ['file', { type: 'file' }],
    ['boolean', { type: 'boolean' }],
    ['number', { type: 'number' }],
    ['rating', { type: 'rating' }],
    ['availability', { type: 'availability' }],
  ] as const)('%s', (kind, expected) => {
    expect(columnFor(sample(kind))).toEqual(expected);
  });

  it('object: its fields, each with its column', () => {
    expect(columnFor(sample('object'))).toEqual({
      type: 'object',
      fields: [
        { name: 'city', field: expect.objectContaining({ kind: 'text' }), column: { type: 'text' } },
        { name: 'zipCode', field: expect.objectContaining({ kind: 'zipCode' }), column: { type: 'text' } },
      ],
    });
  });

  it('covers every kind of the schema', () => {
    for (const kind of FIELD_KINDS) expect(columnFor(sample(kind)).type, kind).toBeTypeOf('string');
  });

  it('a list of participants: a list of objects', () => {
    const spec = columnFor(sessions.fields.tutors!);
    expect(spec.type).toBe('list');
    if (spec.type !== 'list' || spec.of.type !== 'object') throw new Error('list of objects expected');
    expect(spec.of.fields.map((entry) => [entry.name, entry.column.type])).toEqual([
      ['userId', 'reference'],
      ['fullName', 'text'],
      ['absence', 'boolean'],
      ['attendance', 'enum'],
    ]);
  });
});

describe('columns of real descriptors', () => {
  it('establishments: the descriptor columns, nested paths resolved, sortable ones marked', () => {
    expect(entityColumns(establishments).map(({ path, labelKey, column, sortable }) => ({ path, labelKey, type: column.type, sortable }))).toEqual([
      { path: 'establishmentName', labelKey: 'establishments.fields.establishmentName', type: 'text', sortable: true },
      { path: 'typeOfEstablishment', labelKey: 'establishments.fields.typeOfEstablishment', type: 'enum', sortable: true },
      { path: 'department', labelKey: 'establishments.fields.department', type: 'reference', sortable: true },
      { path: 'address.city', labelKey: 'establishments.fields.address.city', type: 'text', sortable: false },
      { path: 'priorityEducation', labelKey: 'establishments.fields.priorityEducation', type: 'enum', sortable: false },
      { path: 'sectors', labelKey: 'establishments.fields.sectors', type: 'list', sortable: false },
    ]);
  });

  it('sortableColumn follows the descriptor allow-list', () => {
    expect(sortableColumn(tutors, 'contactDetails.lastName')).toBe(true);
    expect(sortableColumn(tutors, 'createdAt')).toBe(true);
    expect(sortableColumn(tutors, 'contactDetails.email')).toBe(false);
    expect(sortableColumn(establishments, 'sectors')).toBe(false);
  });

  it('tutors: date-time and reference columns', () => {
    const byPath = Object.fromEntries(entityColumns(tutors).map((entry) => [entry.path, entry.column.type]));
    expect(byPath).toMatchObject({ 'contactDetails.email': 'email', 'contactDetails.phoneNumber': 'phone', homeDepartment: 'reference', createdAt: 'dateTime' });
  });
});
