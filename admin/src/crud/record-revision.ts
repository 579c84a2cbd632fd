import { useMemo, useSyncExternalStore } from 'react';
import { API_URL } from '../providers/http-client.ts';
import { recordRevisions } from '../providers/record-revisions.ts';

/**
 * Refine `meta` that makes a save or a delete of this record conditional on the revision the screen read
 * (`If-Match`); nothing while that revision is unknown.
 */
export function useRevisionMeta(apiName: string, id: string | undefined): { headers: Record<string, string> } | undefined {
  const path = id ? `${API_URL}/${apiName}/${id}` : undefined;
  const revision = useSyncExternalStore(recordRevisions.subscribe, () => (path ? recordRevisions.revisionOf(path) : undefined));
  return useMemo(() => (revision ? { headers: { 'if-match': revision } } : undefined), [revision]);
}
