import dayjs from 'dayjs';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { fieldAt, isRealDate, RATING_MAX, RATING_MIN, type Entity, type Field } from '@binome/schema';
import { enumOptions, type EnumOption } from './widget.ts';
// format.ts installs dayjs's utc and timezone plugins that the ranges below use.
import { viewerZone } from './format.ts';
import { isReferenceId } from './references.ts';

/**
 * The list filter of a field, by its kind, and the two-way conversion between a filter form's values and
 * Refine's `CrudFilter[]`. The admin uses `@refinedev/simple-rest` unchanged, and its `mapOperator` turns
 * `ne`, `gte` and `lte` into `_ne`, `_gte`, `_lte`, `contains` into `_like`, and every other operator into the
 * bare field name, whose array value `query-string` repeats (`sectors=a&sectors=b`); the field `q` is sent as
 * `q` whatever its operator. So the operators used here are exactly these, and the BFF's json-server
 * conventions come out: `field_like` (contains), `field=` repeated (in), `field=` (eq), `field_gte`, `field_lte`.
 */

export type FilterSpec =
  | { type: 'text' }
  | { type: 'select'; options: EnumOption[] }
  | { type: 'referenceSelect'; resource: string }
  | { type: 'dateRange'; withTime: boolean }
  | { type: 'numberRange'; min?: number; max?: number; integer: boolean }
  | { type: 'boolean' };

export type FilterType = FilterSpec['type'];

/** The filter of a field; none for kinds a list cannot be filtered on (objects, files, availabilities, times). */
export function filterFor(field: Field): FilterSpec | undefined {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'zipCode':
    case 'url':
      return { type: 'text' };
    case 'enum':
      return { type: 'select', options: enumOptions(field.enumeration) };
    case 'reference':
      return { type: 'referenceSelect', resource: field.resource };
    case 'date':
    case 'dateTime':
      return { type: 'dateRange', withTime: field.kind === 'dateTime' };
    case 'number':
      return {
        type: 'numberRange',
        ...(field.min !== undefined && { min: field.min }),
        ...(field.max !== undefined && { max: field.max }),
        integer: field.integer === true,
      };
    case 'rating':
      return { type: 'numberRange', min: RATING_MIN, max: RATING_MAX, integer: true };
    case 'boolean':
      return { type: 'boolean' };
    case 'list': {
      // A list matches when any of its items does (json-server and MongoDB both compare arrays so).
      const item = filterFor(field.of);
      return item && (item.type === 'text' || item.type === 'select' || item.type === 'referenceSelect') ? item : undefined;
    }
    case 'time':
    case 'file':
    case 'availability':
    case 'object':
      return undefined;
  }
}

/** A date range as the filter form holds it: calendar days, 'YYYY-MM-DD', either end open. */
export type DateRangeValue = [string | null, string | null];
/** A number range as the filter form holds it; either end open. */
export interface NumberRangeValue {
  min?: number | null;
  max?: number | null;
}
/**
 * A filter form's values, keyed by field path (plus `q`, the search box): a text for `text`, the chosen values for
 * `select` and `referenceSelect`, a `DateRangeValue`, a `NumberRangeValue`, true or false for `boolean` (left out
 * for "all").
 */
export type FilterValues = Record<string, unknown>;

export interface FilterOptions {
  /** The zone whose days a date-time range covers; the viewer's by default. */
  zone?: string;
}

type FilterEntity = Pick<Entity, 'fields' | 'filterable' | 'searchable'>;

const SEARCH = 'q';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The filterable fields with a filter, in the descriptor's order. */
export function entityFilters(entity: Pick<Entity, 'fields' | 'filterable'>): { path: string; field: Field; spec: FilterSpec }[] {
  return entity.filterable.flatMap((path) => {
    const field = fieldAt(entity.fields, path);
    const spec = field && filterFor(field);
    return field && spec ? [{ path, field, spec }] : [];
  });
}

/** A calendar day from whatever a picker or an address gave ('YYYY-MM-DD', a date-time, a dayjs). */
function calendarDay(value: unknown): string | undefined {
  if (dayjs.isDayjs(value)) return value.isValid() ? value.format('YYYY-MM-DD') : undefined;
  if (typeof value !== 'string') return undefined;
  const day = value.slice(0, 10);
  return isRealDate(day) ? day : undefined;
}

/**
 * A bound of a date range. A date field holds 'YYYY-MM-DD' and the server compares texts, so the day itself is
 * the bound on both ends (an end-of-day instant would let the next day in west of Greenwich). A date-time field
 * holds instants: the range covers the whole days in the viewer's zone, from the first millisecond to the last.
 */
function dateBound(value: unknown, withTime: boolean, end: boolean, zone: string): string | undefined {
  const day = calendarDay(value);
  if (!day) return undefined;
  if (!withTime) return day;
  const start = dayjs.tz(`${day}T00:00:00`, zone);
  return (end ? start.endOf('day') : start).toISOString();
}

function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/**
 * An address parsed by Refine (`qs`) gives a list back as an array, but as an object keyed by index once it has
 * more than 20 items, and a single value as itself.
 */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return isBlank(value) ? [] : [value];
}

/**
 * The filter form's values as Refine's filters. Every filterable field answers, with `value: undefined` when its
 * control is empty: Refine drops such a filter after merging, so clearing a control also clears it from the
 * address (with `setFilters(filters, 'merge')` as well as `'replace'`). The search box becomes `q`, only for
 * entities that have searchable fields (the BFF refuses `q` elsewhere).
 */
export function toCrudFilters(entity: FilterEntity, values: FilterValues, options: FilterOptions = {}): LogicalFilter[] {
  const zone = options.zone ?? viewerZone();
  const filters: LogicalFilter[] = [];
  if (entity.searchable.length > 0) {
    const search = values[SEARCH];
    filters.push({ field: SEARCH, operator: 'eq', value: typeof search === 'string' && search.trim() !== '' ? search.trim() : undefined });
  }
  for (const { path, spec } of entityFilters(entity)) {
    const value = values[path];
    switch (spec.type) {
      case 'text':
        filters.push({ field: path, operator: 'contains', value: typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined });
        break;
      case 'select':
      case 'referenceSelect': {
        const chosen = listOf(value).filter((item) => !isBlank(item));
        filters.push({ field: path, operator: 'in', value: chosen.length > 0 ? chosen : undefined });
        break;
      }
      case 'boolean':
        filters.push({ field: path, operator: 'eq', value: typeof value === 'boolean' ? value : undefined });
        break;
      case 'dateRange': {
        const [from, to] = Array.isArray(value) ? value : [];
        filters.push({ field: path, operator: 'gte', value: dateBound(from, spec.withTime, false, zone) });
        filters.push({ field: path, operator: 'lte', value: dateBound(to, spec.withTime, true, zone) });
        break;
      }
      case 'numberRange': {
        const range = (value ?? {}) as NumberRangeValue;
        filters.push({ field: path, operator: 'gte', value: finiteNumber(range.min) });
        filters.push({ field: path, operator: 'lte', value: finiteNumber(range.max) });
        break;
      }
    }
  }
  return filters;
}

/** Only the filters that say something (the ones a request carries). */
export function activeFilters(filters: readonly CrudFilter[]): CrudFilter[] {
  return filters.filter((filter) => filter.value !== undefined && filter.value !== null);
}

function findValue(filters: readonly CrudFilter[], field: string, operators: readonly string[]): unknown {
  for (const operator of operators) {
    const found = filters.find((filter) => 'field' in filter && filter.field === field && filter.operator === operator);
    if (found && !isBlank(found.value)) return found.value;
  }
  return undefined;
}

/** The day of a bound as the filter form holds it. */
function dayOfBound(value: unknown, withTime: boolean, zone: string): string | null {
  if (typeof value !== 'string') return null;
  if (!withTime) return calendarDay(value) ?? null;
  const moment = dayjs(value);
  if (!moment.isValid()) return null;
  try {
    return moment.tz(zone).format('YYYY-MM-DD');
  } catch {
    return null;
  }
}

/**
 * Refine's current filters (read back from the address, where every value has become a string) as the filter
 * form's values, so that a reload or a shared link shows the filters that are applied. `eq` is read as well as
 * `in` for the choices, so a link written with either works.
 */
export function fromCrudFilters(entity: FilterEntity, filters: readonly CrudFilter[], options: FilterOptions = {}): FilterValues {
  const zone = options.zone ?? viewerZone();
  const values: FilterValues = {};
  if (entity.searchable.length > 0) {
    const search = findValue(filters, SEARCH, ['eq', 'contains']);
    if (typeof search === 'string') values[SEARCH] = search;
  }
  for (const { path, spec } of entityFilters(entity)) {
    switch (spec.type) {
      case 'text': {
        const text = findValue(filters, path, ['contains']);
        if (typeof text === 'string' || typeof text === 'number') values[path] = String(text);
        break;
      }
      case 'select': {
        // Values come back as texts: they are matched to the enumeration's own (numbers stay numbers), and a
        // value the enumeration does not know is dropped rather than sent to a server that would refuse it.
        const chosen = listOf(findValue(filters, path, ['in', 'eq'])).flatMap((item) => {
          const option = spec.options.find((candidate) => String(candidate.value) === String(item));
          return option ? [option.value] : [];
        });
        if (chosen.length > 0) values[path] = chosen;
        break;
      }
      case 'referenceSelect': {
        const chosen = listOf(findValue(filters, path, ['in', 'eq'])).flatMap((item) => (isReferenceId(item) ? [String(item)] : []));
        if (chosen.length > 0) values[path] = chosen;
        break;
      }
      case 'boolean': {
        const flag = findValue(filters, path, ['eq']);
        if (flag === true || flag === 'true') values[path] = true;
        if (flag === false || flag === 'false') values[path] = false;
        break;
      }
      case 'dateRange': {
        const from = dayOfBound(findValue(filters, path, ['gte']), spec.withTime, zone);
        const to = dayOfBound(findValue(filters, path, ['lte']), spec.withTime, zone);
        if (from !== null || to !== null) values[path] = [from, to] satisfies DateRangeValue;
        break;
      }
      case 'numberRange': {
        const min = finiteNumber(findValue(filters, path, ['gte']));
        const max = finiteNumber(findValue(filters, path, ['lte']));
        if (min !== undefined || max !== undefined) values[path] = { min: min ?? null, max: max ?? null } satisfies NumberRangeValue;
        break;
      }
    }
  }
  return values;
}
