import dayjs from 'dayjs';
import type { CrudFilter } from '@refinedev/core';
import type { Entity } from '@binome/schema';
import { toCrudFilters } from './field-kinds/filter.ts';

/** Monday to Sunday of the week `today` falls in (spec section 9: the week starts on Monday). */
export function weekOf(today: Date): [dayjs.Dayjs, dayjs.Dayjs] {
  const day = dayjs(today);
  const monday = day.subtract((day.day() + 6) % 7, 'day').startOf('day');
  return [monday, monday.add(6, 'day').endOf('day')];
}

/**
 * The filters a list opens with, from its descriptor's `defaultFilters`, as the filter form would send them: the
 * form shows them and a person clears them like any other. Only those with a value (Refine keeps no empty filter).
 */
export function defaultCrudFilters(entity: Pick<Entity, 'fields' | 'filterable' | 'defaultFilters'>, today: Date): CrudFilter[] {
  const defaults = Object.entries(entity.defaultFilters ?? {});
  if (defaults.length === 0) return [];
  const values = Object.fromEntries(defaults.map(([path, value]) => [path, value === 'currentWeek' ? weekOf(today) : [...value]]));
  return toCrudFilters(entity, values).filter((filter) => 'field' in filter && filter.value !== undefined);
}
