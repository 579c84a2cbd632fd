import type { CrudFilter, CrudSort } from '@refinedev/core';
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';
import { API_URL } from '../providers/http-client.ts';

/**
 * The address of the BFF's CSV export for what the list shows: the same filters and sort as the list's own call
 * (built by simple-rest's own helpers, so the two never differ), without paging.
 */
export function exportUrl(apiName: string, filters: CrudFilter[], sorters: CrudSort[]): string {
  const { _sort, _order } = generateSort(sorters) ?? {};
  const query = stringify({ ...generateFilter(filters), ...(_sort && _sort.length > 0 && { _sort: _sort.join(','), _order: (_order ?? []).join(',') }) });
  return `${API_URL}/${apiName}/export.csv${query ? `?${query}` : ''}`;
}
