import type { RecordedQuery } from '../support/recording-store.ts';

/**
 * Queries that may run without an index, each with its reason. The coverage test fails when an entry no longer
 * matches any query of its workload, so the list stays true; an entry is never a whole collection's pass for all.
 */
export interface Allowance {
  reason: string;
  matches(query: RecordedQuery): boolean;
}

export const UNINDEXED_ALLOWED: readonly Allowance[] = [
  {
    reason: 'reference data: the programs (a handful of documents), read whole by the matching for their distances',
    matches: (query) => query.collection === 'programs' && query.operation === 'find' && query.shape === '{"maxDistanceKm":{"$exists":"boolean"}}',
  },
  {
    // countDocuments has no fast path for a filter; one pass over the sessions per dashboard shown to an administrator.
    reason: 'staff dashboard: the count of every session, for a reader who reads them all (no condition to narrow)',
    matches: (query) =>
      query.collection === 'sessions' && query.operation === 'count' && query.step === 'staff dashboard' && query.shape === '{"$and":[{},{},{}]}',
  },
];
