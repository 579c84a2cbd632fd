import { useCallback } from 'react';
import type { Resource } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { screenRights, type ScreenRights } from './screen-rights.ts';

/**
 * `screenRights` of the signed-in person, for any record of the resource (a list asks once per row). The same
 * function while the person and the resource stay, so that what is worked out from it is not worked out again.
 */
export function useScreenRights(resource: Resource): (record?: Record<string, unknown>) => ScreenRights {
  const { role, ability } = useStaffSession();
  return useCallback((record) => screenRights(role, ability, resource, record), [role, ability, resource]);
}
