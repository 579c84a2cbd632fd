import { preloadable } from '../../screens/preloadable.ts';

// The date pickers weigh about 20 KB (gzip): only lists with a date filter load them.
export const DateRangeFilter = preloadable(() => import('./date-range-filter.tsx'));
// The number inputs weigh about 8 KB: only lists with a number filter load them.
export const NumberRangeFilter = preloadable(() => import('./number-range-filter.tsx'));

/** The range filters' chunks, asked for with a list's own chunk when a list is opened cold. */
export function preloadRangeFilters(): Promise<unknown> {
  return Promise.all([DateRangeFilter.preload(), NumberRangeFilter.preload()]);
}
