import type { CrudFilter } from '@refinedev/core';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * How many filters of a list are applied, for the count beside the 'Filtres' button: one per filtered field (a
 * range's two bounds count once), the search box aside since it stays in sight.
 */
export function activeFilterCount(filters: readonly CrudFilter[]): number {
  const fields = new Set<string>();
  for (const filter of filters) if ('field' in filter && filter.field !== 'q' && !isBlank(filter.value)) fields.add(filter.field);
  return fields.size;
}
