import type { CrudFilter } from '@refinedev/core';
import type { AuditAction } from './audit-entry.ts';

export interface HistoryFilterValues {
  actorId?: string | undefined;
  resource?: string | undefined;
  recordId?: string | undefined;
  action?: AuditAction | undefined;
  /** ISO instants: the start of the first day and the end of the last, in the viewer's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  /** Reads ("Consultation") outnumber changes many times over: left out unless asked for, or an action is chosen. */
  showReads?: boolean | undefined;
}

const CHANGES: AuditAction[] = ['create', 'update', 'delete'];

/**
 * The history search's choices as the list's filters (each `field=value` in the query, which the audit view and
 * its CSV export read alike). A record is only looked for within its type, as the screen picks it.
 */
export function historyFilters(values: HistoryFilterValues): CrudFilter[] {
  const chosen: [string, string | undefined][] = [
    ['actorId', values.actorId],
    ['resource', values.resource],
    ['recordId', values.resource ? values.recordId : undefined],
    ['action', values.action ?? (values.showReads ? undefined : CHANGES.join(','))],
    ['from', values.from],
    ['to', values.to],
  ];
  return chosen
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([field, value]) => ({ field, operator: 'eq', value }));
}
