import { describe, expect, it } from 'vitest';
import { parseTableParams, stringifyTableParams, unionFilters, type CrudFilter } from '@refinedev/core';
import dataProvider, { generateFilter, mapOperator, stringify } from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';
import { classReports, establishmentCategories, establishments, f, FIELD_KINDS, keyFields, RATING_MAX, RATING_MIN, sessions, tutors } from '@binome/schema';
import { activeFilters, entityFilters, filterFor, fromCrudFilters, toCrudFilters, type FilterValues } from '../../src/crud/kinds/filter.ts';
import { numericEnum, sample } from './samples.ts';

const PARIS = { zone: 'Europe/Paris' };
const categoryOptions = establishmentCategories.values.map((value) => ({ value, labelKey: `enums.establishmentCategory.${value}` }));

/** The query string simple-rest builds from filters, with its own helpers. */
const queryOf = (filters: CrudFilter[]) => stringify(generateFilter(filters));

/** The address Refine writes for filters and what it reads back on a reload. */
const throughAddress = (filters: CrudFilter[]) => parseTableParams(`?${stringifyTableParams({ filters, sorters: [] })}`).parsedFilters;

describe('field kind → list filter', () => {
  it.each([
    ['text', { type: 'text' }],
    ['longText', { type: 'text' }],
    ['email', { type: 'text' }],
    ['phone', { type: 'text' }],
    ['zipCode', { type: 'text' }],
    ['url', { type: 'text' }],
    ['date', { type: 'dateRange', withTime: false }],
    ['dateTime', { type: 'dateRange', withTime: true }],
    ['time', undefined],
    ['enum', { type: 'select', options: categoryOptions }],
    ['reference', { type: 'referenceSelect', resource: 'departments' }],
    ['list', { type: 'referenceSelect', resource: 'sectors' }],
    ['object', undefined],
    ['file', undefined],
    ['boolean', { type: 'boolean' }],
    ['number', { type: 'numberRange', min: 1, max: 20, integer: true }],
    ['rating', { type: 'numberRange', min: RATING_MIN, max: RATING_MAX, integer: true }],
    ['availability', undefined],
  ] as const)('%s', (kind, expected) => {
    expect(filterFor(sample(kind))).toEqual(expected);
  });

  it('has an answer for every kind of the schema', () => {
    expect(FIELD_KINDS.filter((kind) => filterFor(sample(kind)) === undefined)).toEqual(['time', 'object', 'file', 'availability']);
  });

  it('filters a list by its items: choices, references and texts; nothing richer', () => {
    expect(filterFor(f.list(f.enum(establishmentCategories)))).toEqual({ type: 'select', options: categoryOptions });
    expect(filterFor(f.list(f.reference('levels')))).toEqual({ type: 'referenceSelect', resource: 'levels' });
    expect(filterFor(f.list(f.text()))).toEqual({ type: 'text' });
    expect(filterFor(f.list(f.file()))).toBeUndefined();
    expect(filterFor(f.list(f.object({ a: f.text() })))).toBeUndefined();
  });

  it('gives every filterable field of every real descriptor a filter', () => {
    for (const entity of [establishments, tutors, sessions, classReports]) {
      expect(entityFilters(entity).map((entry) => entry.path), entity.name).toEqual(entity.filterable);
    }
    expect(entityFilters(establishments).map((entry) => entry.spec.type)).toEqual(['select', 'select', 'referenceSelect', 'select', 'referenceSelect', 'boolean']);
    const sessionFilters = Object.fromEntries(entityFilters(sessions).map((entry) => [entry.path, entry.spec]));
    expect(sessionFilters['sessionDate.startDate']).toEqual({ type: 'dateRange', withTime: true });
    expect(sessionFilters['tutors.userId']).toEqual({ type: 'referenceSelect', resource: 'tutors' });
  });
});

describe('simple-rest, read from its source: which operator gives which parameter', () => {
  it('maps contains to _like, gte/lte/ne to their suffix, and everything else to the bare field', () => {
    expect(mapOperator('contains')).toBe('_like');
    expect(mapOperator('gte')).toBe('_gte');
    expect(mapOperator('lte')).toBe('_lte');
    expect(mapOperator('ne')).toBe('_ne');
    expect(mapOperator('eq')).toBe('');
    expect(mapOperator('in')).toBe('');
    // Operators json-server has no suffix for silently become equality: never used here.
    expect(mapOperator('gt')).toBe('');
    expect(mapOperator('startswith')).toBe('');
  });

  it('repeats an array value, sends q as q, and leaves out what has no value', () => {
    expect(
      queryOf([
        { field: 'sectors', operator: 'in', value: ['a', 'b'] },
        { field: 'q', operator: 'eq', value: 'lycée' },
        { field: 'isMissing', operator: 'eq', value: undefined },
      ]),
    ).toBe('q=lyc%C3%A9e&sectors=a&sectors=b');
  });

  it('sends null and the empty text as a bare or empty parameter, which is why blanks become undefined here', () => {
    expect(queryOf([{ field: 'labelType', operator: 'eq', value: null }])).toBe('labelType');
    expect(queryOf([{ field: 'labelType', operator: 'eq', value: '' }])).toBe('labelType=');
  });
});

describe('filter form → Refine filters → BFF query', () => {
  it('establishments: choices, references, yes/no and the search box', () => {
    const values: FilterValues = {
      q: '  lycée ',
      typeOfEstablishment: ['high-school', 'middle'],
      labelType: [],
      department: ['75'],
      sectors: ['s1', 's2'],
      isMissing: false,
    };
    const filters = toCrudFilters(establishments, values, PARIS);
    expect(filters).toEqual([
      { field: 'q', operator: 'eq', value: 'lycée' },
      { field: 'typeOfEstablishment', operator: 'in', value: ['high-school', 'middle'] },
      { field: 'labelType', operator: 'in', value: undefined },
      { field: 'department', operator: 'in', value: ['75'] },
      { field: 'priorityEducation', operator: 'in', value: undefined },
      { field: 'sectors', operator: 'in', value: ['s1', 's2'] },
      { field: 'isMissing', operator: 'eq', value: false },
    ]);
    expect(queryOf(filters)).toBe('department=75&isMissing=false&q=lyc%C3%A9e&sectors=s1&sectors=s2&typeOfEstablishment=high-school&typeOfEstablishment=middle');
  });

  it('tutors: a date-time range covers whole days in the viewer zone; a number range', () => {
    const values: FilterValues = {
      createdAt: ['2026-01-01', '2026-01-31'],
      'tutorPreferences.assignment.numberOfStudentsToSupport': { min: 2, max: null },
      'tutorPreferences.assignment.level': ['6e'],
    };
    const filters = activeFilters(toCrudFilters(tutors, values, PARIS));
    expect(filters).toEqual([
      { field: 'tutorPreferences.assignment.level', operator: 'in', value: ['6e'] },
      { field: 'tutorPreferences.assignment.numberOfStudentsToSupport', operator: 'gte', value: 2 },
      { field: 'createdAt', operator: 'gte', value: '2025-12-31T23:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-01-31T22:59:59.999Z' },
    ]);
    expect(new URLSearchParams(queryOf(filters)).toString()).toBe(
      'createdAt_gte=2025-12-31T23%3A00%3A00.000Z&createdAt_lte=2026-01-31T22%3A59%3A59.999Z&tutorPreferences.assignment.level=6e&tutorPreferences.assignment.numberOfStudentsToSupport_gte=2',
    );
    const newYork = activeFilters(toCrudFilters(tutors, { createdAt: ['2026-07-01', null] }, { zone: 'America/New_York' }));
    expect(newYork).toEqual([{ field: 'createdAt', operator: 'gte', value: '2026-07-01T04:00:00.000Z' }]);
  });

  it('a date range on a date field sends the days themselves (dates are compared as texts)', () => {
    const filters = activeFilters(toCrudFilters(classReports, { reportDate: ['2026-03-01', '2026-03-31'] }, { zone: 'America/New_York' }));
    expect(filters).toEqual([
      { field: 'reportDate', operator: 'gte', value: '2026-03-01' },
      { field: 'reportDate', operator: 'lte', value: '2026-03-31' },
    ]);
    expect(queryOf(filters)).toBe('reportDate_gte=2026-03-01&reportDate_lte=2026-03-31');
  });

  it('a text filter is a _like', () => {
    const entity = { fields: keyFields('t', { name: f.text() }), filterable: ['name'], searchable: [] };
    const filters = toCrudFilters(entity, { name: ' Dupont ' });
    expect(filters).toEqual([{ field: 'name', operator: 'contains', value: 'Dupont' }]);
    expect(queryOf(filters)).toBe('name_like=Dupont');
  });

  it('sends no q where nothing is searchable (the BFF would refuse it)', () => {
    const entity = { fields: keyFields('t', { flag: f.boolean() }), filterable: ['flag'], searchable: [] };
    expect(toCrudFilters(entity, { q: 'x', flag: true })).toEqual([{ field: 'flag', operator: 'eq', value: true }]);
  });

  it('turns empty and half-filled controls into no filter', () => {
    const filters = toCrudFilters(tutors, {
      q: '   ',
      status: [],
      createdAt: [null, null],
      'tutorPreferences.assignment.numberOfStudentsToSupport': { min: null, max: Number.NaN },
      homeDepartment: undefined,
    });
    expect(activeFilters(filters)).toEqual([]);
    expect(queryOf(filters)).toBe('');
    expect(toCrudFilters(tutors, { createdAt: ['31/01/2026', 'hier'] }, PARIS).filter((filter) => filter.field === 'createdAt' && filter.value !== undefined)).toEqual([]);
  });

  it('builds the exact list request of the admin through simple-rest’s own data provider', async () => {
    const requested: string[] = [];
    const client = { get: async (url: string) => (requested.push(url), { data: [], headers: { 'x-total-count': '0' } }) } as unknown as AxiosInstance;
    await dataProvider('/v1', client).getList({
      resource: 'establishments',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'establishmentName', order: 'asc' }],
      filters: toCrudFilters(establishments, { typeOfEstablishment: ['university'], isMissing: true }, PARIS),
    });
    expect(requested).toEqual(['/v1/establishments?_end=40&_order=asc&_sort=establishmentName&_start=20&isMissing=true&typeOfEstablishment=university']);
  });
});

describe('Refine filters → filter form (a reload or a shared link)', () => {
  it('reads every filter type back after a trip through the address', () => {
    const values: FilterValues = {
      q: 'Martin',
      status: ['active'],
      homeDepartment: ['75', '93'],
      'tutorPreferences.assignment.numberOfStudentsToSupport': { min: 2, max: 5 },
      createdAt: ['2026-01-01', '2026-01-31'],
    };
    const back = fromCrudFilters(tutors, throughAddress(toCrudFilters(tutors, values, PARIS)), PARIS);
    expect(back).toEqual(values);
  });

  it('gives back booleans, numbers and numeric choices that the address turned into texts', () => {
    expect(fromCrudFilters(establishments, throughAddress(toCrudFilters(establishments, { isMissing: true })))).toEqual({ isMissing: true });
    expect(fromCrudFilters(establishments, [{ field: 'isMissing', operator: 'eq', value: 'false' }])).toEqual({ isMissing: false });
    const entity = { fields: keyFields('t', { day: f.enum(numericEnum), score: f.rating() }), filterable: ['day', 'score'], searchable: [] };
    const filters = throughAddress(toCrudFilters(entity, { day: [1, 6], score: { min: 3 } }));
    expect(filters).toContainEqual({ field: 'day', operator: 'in', value: ['1', '6'] });
    expect(fromCrudFilters(entity, filters)).toEqual({ day: [1, 6], score: { min: 3, max: null } });
  });

  it('reads a text and a date range on a date field', () => {
    const entity = { fields: keyFields('t', { name: f.text(), day: f.date() }), filterable: ['name', 'day'], searchable: ['name'] };
    const values = { name: 'Dupont', day: ['2026-03-01', null] };
    expect(fromCrudFilters(entity, throughAddress(toCrudFilters(entity, values)))).toEqual(values);
  });

  it('reads a date-time range as days of the viewer zone', () => {
    const filters: CrudFilter[] = [{ field: 'createdAt', operator: 'gte', value: '2025-12-31T23:00:00.000Z' }];
    expect(fromCrudFilters(tutors, filters, PARIS)).toEqual({ createdAt: ['2026-01-01', null] });
    expect(fromCrudFilters(tutors, filters, { zone: 'America/New_York' })).toEqual({ createdAt: ['2025-12-31', null] });
  });

  it('accepts a choice written with eq (a link) as well as in', () => {
    expect(fromCrudFilters(establishments, [{ field: 'typeOfEstablishment', operator: 'eq', value: 'university' }])).toEqual({ typeOfEstablishment: ['university'] });
  });

  it('drops values an enumeration does not know and filters it cannot show', () => {
    const filters: CrudFilter[] = [
      { field: 'typeOfEstablishment', operator: 'in', value: ['university', '{"$gt":""}'] },
      { field: 'contactName', operator: 'contains', value: 'x' },
      { field: 'isMissing', operator: 'eq', value: 'maybe' },
    ];
    expect(fromCrudFilters(establishments, filters)).toEqual({ typeOfEstablishment: ['university'] });
  });

  it('reads a long list, which the address parser turns into an object past 20 items', () => {
    const ids = Array.from({ length: 25 }, (_, index) => `sector-${index}`);
    const parsed = throughAddress(toCrudFilters(establishments, { sectors: ids }));
    const sectors = parsed.find((filter) => 'field' in filter && filter.field === 'sectors');
    expect(Array.isArray(sectors?.value)).toBe(false);
    expect(fromCrudFilters(establishments, parsed)).toEqual({ sectors: ids });
  });

  it('clears a filter when its control is emptied, with Refine merging filters', () => {
    const before = toCrudFilters(establishments, { isMissing: true, department: ['75'] });
    const after = toCrudFilters(establishments, { department: ['75'] });
    expect(unionFilters([], after, activeFilters(before))).toEqual([{ field: 'department', operator: 'in', value: ['75'] }]);
  });
});
