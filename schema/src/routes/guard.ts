import { defineAbilityFor, type AbilityContext } from '../ability/define-ability.ts';
import type { SessionUser } from '../ability/effective-role.ts';
import { allStaffRoutePatterns, staffRoutesFor } from './staff-screens.ts';
import { decideRoute, routesWith, type GuardDecision, type GuardInput, type StaffRouting } from './guard-core.ts';

export { decideRoute, homeAfterSignIn, routesWith, routingRole, type GuardDecision, type GuardInput, type StaffRouting } from './guard-core.ts';

let staffPatterns: readonly string[] | undefined;
/** The staff app as it is: each role's routes from its rights, and every staff screen's path. */
const STAFF_ROUTING: StaffRouting = {
  routesOf: (role, user, context) => staffRoutesFor(role, defineAbilityFor(user, context)),
  patterns: () => (staffPatterns ??= allStaffRoutePatterns()),
};

/** Every route of a role: its family routes, or its staff routes and pages, plus its account page. */
export function routesFor(user: SessionUser, context: AbilityContext = {}): string[] {
  return routesWith(STAFF_ROUTING, user, context);
}

/**
 * The route guard of section 2 as a pure function: given who is signed in, the local flags and a path, allow it
 * or say where to go. The staff app calls it on every navigation; the family app decides with `decideRoute` and a
 * lighter view of the staff app, and asks this one when a path is not one of its own.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  return decideRoute(input, STAFF_ROUTING);
}
