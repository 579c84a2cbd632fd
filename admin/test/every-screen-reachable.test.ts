import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import {
  dashboardCardsFor,
  defineAbilityFor,
  guardRoute,
  menuFor,
  RESOURCES,
  SCREEN_ACTIONS,
  screenPath,
  screensFor,
  type Resource,
  type ScreenAction,
  type SessionUser,
  type StaffRole,
} from '@binome/schema';
import { staffRoutePaths } from '../src/route-paths.ts';
import { screenRights, type ButtonAction } from '../src/crud/screen-rights.ts';

/**
 * The part of the button walk (e2e/every-button.spec.ts) that needs no browser, for every staff role with a demo
 * account and every list its menu or dashboard leads to: the link reaches a route of the app that the guard lets
 * the role open, each of the list's screens the role has is a route with a screen behind it, and each button the
 * rights offer (create; view and edit on a record) opens a screen the guard allows, while a screen the role lacks
 * has neither a button nor an open route. The browser walk keeps what only a browser shows: the rows, the
 * clicks, the error messages on the way.
 */
const STAFF: StaffRole[] = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];
const demoUser = (role: StaffRole): SessionUser => ({ userId: `demo-${role}`, userRole: role });
const byPath = new Map((RESOURCES as readonly Resource[]).filter((resource) => resource.staffPath).map((resource) => [resource.staffPath!, resource]));
const ROUTES = staffRoutePaths();
const BUTTON_OF: Record<Exclude<ScreenAction, 'list'>, ButtonAction> = { add: 'add', view: 'view', edit: 'edit' };

/** The address a screen opens at: a record screen's `:id` filled as a row's button would. */
const addressOf = (resource: Resource, action: ScreenAction) => screenPath(resource, action).replace(':id', 'demo-record-1');

/** The app's own route for an address (the table routes.tsx draws), never its catch-all 'not found'. */
const routeOf = (address: string) => ROUTES.find((route) => matchPath(route.path, address));

/** What a role's menu entries and dashboard cards lead to, as the walk opens them. */
function linksOf(role: StaffRole) {
  const who = demoUser(role);
  return [
    ...menuFor(who)
      .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
      .map((item) => ({ path: item.path, via: `menu ${item.labelKey}` })),
    ...dashboardCardsFor(who).map((card) => ({ path: card.path, via: `card ${card.labelKey}` })),
  ];
}

function listsOf(role: StaffRole): Resource[] {
  return [
    ...new Set(
      linksOf(role)
        .map((link) => byPath.get(link.path))
        .filter((resource): resource is Resource => resource !== undefined),
    ),
  ];
}

describe.each(STAFF)('%s: every link of the menu and dashboard, and every button of the lists it leads to', (role) => {
  const user = demoUser(role);
  const ability = defineAbilityFor(user);

  it('reaches, by each menu entry and dashboard card, a route of the app that the guard opens', () => {
    const links = linksOf(role);
    expect(links.length).toBeGreaterThan(0);
    for (const { path, via } of links) {
      expect(routeOf(path), `${via} → ${path}: a route of the app`).toBeDefined();
      expect(guardRoute({ path, user }).outcome, `${via} → ${path}`).toBe('allow');
    }
  });

  it('has, for each list it reaches, every screen it is given as a route with a screen, and no other open', () => {
    const lists = listsOf(role);
    expect(lists.length).toBeGreaterThan(0);
    for (const resource of lists) {
      const screens = screensFor(role, ability, resource.name);
      expect(screens, `${resource.staffPath}: the list is one of its screens`).toContain('list');
      for (const action of SCREEN_ACTIONS) {
        const address = addressOf(resource, action);
        expect(routeOf(address), `${address}: a route of the app`).toBeDefined();
        expect(guardRoute({ path: address, user }).outcome, `${address}`).toBe(screens.includes(action) ? 'allow' : 'forbidden');
      }
    }
  });

  it('offers a create, view or edit button only where the screen it opens is the role’s, and the guard opens it', () => {
    for (const resource of listsOf(role)) {
      const screens = screensFor(role, ability, resource.name);
      // On the list (create) and on a record the rules allow (view, edit): the record itself is the server's.
      const onList = screenRights(role, ability, resource);
      for (const action of ['add', 'view', 'edit'] as const) {
        const offered = onList(BUTTON_OF[action]);
        expect(offered, `${resource.staffPath}: ${action} button`).toBe(screens.includes(action));
        if (offered) expect(guardRoute({ path: addressOf(resource, action), user }).outcome, `${resource.staffPath}: ${action}`).toBe('allow');
      }
    }
  });
});
