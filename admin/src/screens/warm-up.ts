import { matchRoutes } from 'react-router';
import { preloadRangeFilters } from '../crud/field-kinds/range-filter-chunks.ts';
import { staffRoutePaths } from '../route-paths.ts';
import { screenOf } from './resource-screen.tsx';

/**
 * Asks for the chunks of the screen a page is opened on, before the translations, the session and the first
 * render: a cold load of a list fetched its chunks only once the list rendered, then the range filters' chunks once
 * the filters rendered, two waves after the session answer. A list also asks for the range filters it may show.
 * Failures are left to the screen's own loading, which shows them as usual.
 */
export function warmUpScreenAt(pathname: string): void {
  const route = matchRoutes(
    staffRoutePaths().map((candidate) => ({ path: candidate.path, candidate })),
    pathname,
  )?.at(-1)?.route.candidate;
  if (route?.kind !== 'screen') return;
  screenOf(route.resource, route.action)
    .preload()
    .catch(() => undefined);
  if (route.action === 'list') preloadRangeFilters().catch(() => undefined);
}
