import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { generateFilter } from '@refinedev/simple-rest';
import { establishments, f, fieldAt, keyFields, sessions, tutors } from '@binome/schema';
import { filterFor, fromCrudFilters, toCrudFilters } from '../../src/crud/field-kinds/filter.ts';

const genders = tutors.fields.gender!.kind === 'enum' ? tutors.fields.gender!.enumeration : undefined;

describe('field kind → list filter', () => {
  it('gives each filterable kind its control', () => {
    expect(filterFor(f.text())).toEqual({ type: 'text' });
    expect(filterFor(f.email())).toEqual({ type: 'text' });
    expect(filterFor(f.enum(genders!))?.type).toBe('select');
    expect(filterFor(f.list(f.enum(genders!)))?.type).toBe('select');
    expect(filterFor(f.reference('departments'))).toEqual({ type: 'referenceSelect', resource: 'departments' });
    expect(filterFor(f.list(f.reference('sectors')))).toEqual({ type: 'referenceSelect', resource: 'sectors' });
    expect(filterFor(f.date())).toEqual({ type: 'dateRange', withTime: false });
    expect(filterFor(f.dateTime())).toEqual({ type: 'dateRange', withTime: true });
    expect(filterFor(f.number())).toEqual({ type: 'numberRange' });
    expect(filterFor(f.rating())).toEqual({ type: 'numberRange' });
    expect(filterFor(f.boolean())).toEqual({ type: 'boolean' });
    expect(filterFor(f.availability())).toBeUndefined();
    expect(filterFor(f.object({}))).toBeUndefined();
  });

  it('gives the filters of a real descriptor their controls', () => {
    expect(filterFor(sessions.fields.sessionType!)?.type).toBe('select');
    expect(establishments.filterable.map((path) => filterFor(fieldAt(establishments.fields, path.split('.')[0]!)!)?.type)).toEqual([
      'select',
      'select',
      'referenceSelect',
      'select',
      'referenceSelect',
      'boolean',
    ]);
  });
});

describe('filter form ↔ Refine filters ↔ the BFF query', () => {
  const entity = {
    filterable: ['name', 'status', 'department', 'isMissing', 'startDate', 'at', 'score'],
    fields: keyFields('test', {
      name: f.text(),
      status: f.enum(genders!),
      department: f.reference('departments'),
      isMissing: f.boolean(),
      startDate: f.date(),
      at: f.dateTime(),
      score: f.number(),
    }),
  };

  it('turns each control into the json-server query the BFF reads', () => {
    const filters = toCrudFilters(entity, {
      q: ' Jean ',
      name: 'Moulin',
      status: ['female', 'male'],
      department: ['75'],
      isMissing: 'false',
      startDate: [dayjs('2026-09-01'), dayjs('2026-09-30')],
      score: { min: 2, max: null },
    });
    const query = generateFilter(filters.filter((filter) => 'value' in filter && filter.value !== undefined));
    expect(query).toEqual({
      q: 'Jean',
      name_like: 'Moulin',
      status: ['female', 'male'],
      department: ['75'],
      isMissing: false,
      startDate_gte: '2026-09-01',
      startDate_lte: '2026-09-30',
      score_gte: 2,
    });
  });

  it('covers whole days for instants, and clears a control by sending no value', () => {
    const filters = toCrudFilters(entity, { at: [dayjs('2026-09-01T15:00:00'), null], name: '' });
    const at = filters.filter((filter) => 'field' in filter && filter.field === 'at');
    expect(at[0]).toMatchObject({ operator: 'gte', value: dayjs('2026-09-01').startOf('day').toISOString() });
    expect(at[1]).toMatchObject({ operator: 'lte', value: undefined });
    expect(filters.find((filter) => 'field' in filter && filter.field === 'name')).toMatchObject({ value: undefined });
  });

  it('reads the filters back into the form, so a reload keeps them', () => {
    const values = {
      q: 'Jean',
      name: 'Moulin',
      status: ['female'],
      department: ['75'],
      isMissing: 'true',
      startDate: [dayjs('2026-09-01'), dayjs('2026-09-30')],
      score: { min: 1, max: 4 },
    };
    const back = fromCrudFilters(entity, toCrudFilters(entity, values));
    expect(back).toMatchObject({ q: 'Jean', name: 'Moulin', status: ['female'], department: ['75'], isMissing: 'true', score: { min: 1, max: 4 } });
    const [from, to] = back['startDate'] as dayjs.Dayjs[];
    expect([from!.format('YYYY-MM-DD'), to!.format('YYYY-MM-DD')]).toEqual(['2026-09-01', '2026-09-30']);
  });

  it('reads a long list back from the address, where it arrives keyed by index', () => {
    const keyed = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [String(index), `d${index}`]));
    const back = fromCrudFilters(entity, [{ field: 'department', operator: 'in', value: keyed }]);
    expect(back['department']).toHaveLength(25);
    expect((back['department'] as string[])[24]).toBe('d24');
  });
});
