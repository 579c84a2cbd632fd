import { accountPath, RESOURCES, SCREEN_ACTIONS, screenPath, STAFF_PAGES, STAFF_ROLES, type Resource, type ScreenAction, type StaffPage } from '@binome/schema';

/** One route of the staff app, before its screen is attached (routes.tsx draws each). */
export type StaffRoutePath =
  | { kind: 'page'; page: StaffPage; path: string }
  | { kind: 'screen'; resource: Resource; action: ScreenAction; path: string }
  | { kind: 'account'; path: string };

/**
 * Every path the staff app draws, for every role (the guard decides who opens which): the pages of section 2, the
 * four screens of each resource with a staff path, and the account pages. Pure, so that a unit test can check the
 * menus and buttons against the same table the app routes with.
 */
export function staffRoutePaths(): StaffRoutePath[] {
  const pages = (Object.entries(STAFF_PAGES) as [StaffPage, string][]).map(([page, path]) => ({ kind: 'page' as const, page, path }));
  const screens = (RESOURCES as readonly Resource[])
    .filter((resource) => resource.staffPath)
    .flatMap((resource) => SCREEN_ACTIONS.map((action) => ({ kind: 'screen' as const, resource, action, path: screenPath(resource, action) })));
  const accounts = [...new Set(STAFF_ROLES.map(accountPath))].map((path) => ({ kind: 'account' as const, path }));
  return [...pages, ...screens, ...accounts];
}
