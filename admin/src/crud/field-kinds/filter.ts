import dayjs, { type Dayjs } from 'dayjs';
import type { CrudFilter } from '@refinedev/core';
import { fieldAt, type Entity, type Field } from '@binome/schema';

/**
 * The filter of a field, decided by its kind. Each turns into the BFF's json-server query through
 * `@refinedev/simple-rest` unchanged: `contains` → `field_like`, `in` (a list) → `field=a&field=b`, `gte` /
 * `lte` → `field_gte` / `field_lte`, `eq` → `field=`.
 */
export type FilterSpec =
  | { type: 'text' }
  | { type: 'select'; options: { value: string | number; labelKey: string }[] }
  | { type: 'referenceSelect'; resource: string }
  | { type: 'dateRange'; withTime: boolean }
  | { type: 'numberRange' }
  | { type: 'boolean' };

export function filterFor(field: Field): FilterSpec | undefined {
  const item = field.kind === 'list' ? field.of : field;
  switch (item.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'zipCode':
      return { type: 'text' };
    case 'enum':
      return { type: 'select', options: item.enumeration.values.map((value) => ({ value, labelKey: item.enumeration.labelKey(value) })) };
    case 'reference':
      return { type: 'referenceSelect', resource: item.resource };
    case 'date':
    case 'dateTime':
      return { type: 'dateRange', withTime: item.kind === 'dateTime' };
    case 'number':
    case 'rating':
      return { type: 'numberRange' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return undefined;
  }
}

/** What a filter control holds in the list's filter form. */
export type FilterValue =
  string | (string | number)[] | [Dayjs | string | null, Dayjs | string | null] | { min?: number | null; max?: number | null } | undefined | null;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function rangeBound(value: Dayjs | string | null | undefined, withTime: boolean, end: boolean): string | undefined {
  if (!value) return undefined;
  const day = dayjs(value);
  if (!day.isValid()) return undefined;
  // A plain date compares as text ('2026-11-20'); an instant covers the whole day in the viewer's zone.
  if (!withTime) return day.format('YYYY-MM-DD');
  return (end ? day.endOf('day') : day.startOf('day')).toISOString();
}

/** The filter form's values (search box `q` included) as Refine's filters. */
export function toCrudFilters(entity: Pick<Entity, 'fields' | 'filterable'>, values: Record<string, unknown>): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const search = typeof values['q'] === 'string' ? values['q'].trim() : '';
  filters.push({ field: 'q', operator: 'eq', value: search || undefined });
  for (const path of entity.filterable) {
    const field = fieldAt(entity.fields, path);
    const spec = field && filterFor(field);
    if (!spec) continue;
    const value = values[path] as FilterValue;
    switch (spec.type) {
      case 'text':
        filters.push({ field: path, operator: 'contains', value: isBlank(value) ? undefined : String(value).trim() });
        break;
      case 'select':
      case 'referenceSelect':
        filters.push({ field: path, operator: 'in', value: isBlank(value) ? undefined : Array.isArray(value) ? value : [value] });
        break;
      case 'boolean':
        filters.push({ field: path, operator: 'eq', value: value === 'true' ? true : value === 'false' ? false : undefined });
        break;
      case 'dateRange': {
        const [from, to] = Array.isArray(value) ? (value as [Dayjs | string | null, Dayjs | string | null]) : [null, null];
        filters.push({ field: path, operator: 'gte', value: rangeBound(from, spec.withTime, false) });
        filters.push({ field: path, operator: 'lte', value: rangeBound(to, spec.withTime, true) });
        break;
      }
      case 'numberRange': {
        const range = (value ?? {}) as { min?: number | null; max?: number | null };
        filters.push({ field: path, operator: 'gte', value: range.min ?? undefined });
        filters.push({ field: path, operator: 'lte', value: range.max ?? undefined });
        break;
      }
    }
  }
  // Refine drops a filter whose value is undefined: a cleared control removes its filter from the address too.
  return filters;
}

/**
 * A list read back from the address: an array, or, past 20 items, an object keyed by index (the query parser's
 * array limit), or a single value.
 */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.values(value);
  return [value];
}

/** Refine's current filters (from the address) back into the filter form's values, so a reload keeps them. */
export function fromCrudFilters(entity: Pick<Entity, 'fields' | 'filterable'>, filters: readonly CrudFilter[]): Record<string, unknown> {
  const find = (path: string, operator: string) =>
    filters.find((filter) => 'field' in filter && filter.field === path && filter.operator === operator)?.value as unknown;
  const values: Record<string, unknown> = {};
  const search = find('q', 'eq');
  if (!isBlank(search)) values['q'] = search;
  for (const path of entity.filterable) {
    const field = fieldAt(entity.fields, path);
    const spec = field && filterFor(field);
    if (!spec) continue;
    switch (spec.type) {
      case 'text': {
        const value = find(path, 'contains');
        if (!isBlank(value)) values[path] = value;
        break;
      }
      case 'select':
      case 'referenceSelect': {
        const value = find(path, 'in') ?? find(path, 'eq');
        if (!isBlank(value)) values[path] = asList(value);
        break;
      }
      case 'boolean': {
        const value = find(path, 'eq');
        if (!isBlank(value)) values[path] = String(value);
        break;
      }
      case 'dateRange': {
        const from = find(path, 'gte');
        const to = find(path, 'lte');
        if (!isBlank(from) || !isBlank(to)) values[path] = [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null];
        break;
      }
      case 'numberRange': {
        const min = find(path, 'gte');
        const max = find(path, 'lte');
        if (!isBlank(min) || !isBlank(max)) values[path] = { min: isBlank(min) ? null : Number(min), max: isBlank(max) ? null : Number(max) };
        break;
      }
    }
  }
  return values;
}
