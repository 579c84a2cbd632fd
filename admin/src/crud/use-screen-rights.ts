import type { Resource } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { screenRights, type ScreenRights } from './screen-rights.ts';

/** `screenRights` of the signed-in person, for any record of the resource (a list asks once per row). */
export function useScreenRights(resource: Resource): (record?: Record<string, unknown>) => ScreenRights {
  const { role, ability } = useStaffSession();
  return (record) => screenRights(role, ability, resource, record);
}
