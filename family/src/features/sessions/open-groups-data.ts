import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

export type OpenGroupSession = components['schemas']['OpenGroupSession'];

/** The page's size: a phone screen shows a few; the pager reaches the rest. */
export const OPEN_GROUPS_PAGE_SIZE = 10;

/** One page of the group sessions the reader (or their children) could join, with the total for the pager. */
export function useOpenGroupSessions(page: number) {
  return useQuery({
    queryKey: ['open-groups', page],
    queryFn: async () => {
      const result = await api.GET('/sessions/open-groups', {
        params: { query: { _start: page * OPEN_GROUPS_PAGE_SIZE, _end: (page + 1) * OPEN_GROUPS_PAGE_SIZE } },
      });
      const rows = await unwrap(Promise.resolve(result));
      return { rows, total: Number(result.response.headers.get('x-total-count') ?? rows.length) };
    },
  });
}
