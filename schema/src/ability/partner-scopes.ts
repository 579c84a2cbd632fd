import { RESOURCES, type Resource } from '../resources.ts';
import { STAFF_VIEW_SUBJECTS } from './reach.ts';

/**
 * Resources no partner key may hold, whatever an administrator ticks: who signs in as whom (provider links), the
 * staff themselves (a staff record with the partner's address would become a staff account), the profiles and
 * accesses that shape rights, and the requests of the data-deletion page. Here, so that the server's check and
 * the keys screen's choices are one list.
 */
export const NEVER_PARTNER_SCOPES: ReadonlySet<string> = new Set<string>([
  'externalSignIns',
  'users',
  'profiles',
  'accesses',
  'dataDeletionRequests',
  ...STAFF_VIEW_SUBJECTS,
]);

/** The resources a partner key may be given. */
export const PARTNER_SCOPE_RESOURCES: readonly string[] = (RESOURCES as readonly Resource[])
  .map((resource) => resource.name)
  .filter((name) => !NEVER_PARTNER_SCOPES.has(name));
