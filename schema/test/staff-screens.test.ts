import { describe, expect, it } from 'vitest';
import {
  ACTION_NEEDS,
  ACTIONS_WITHOUT_SCREEN,
  dashboardCardsFor,
  defineAbilityFor,
  guardRoute,
  menuFor,
  RESOURCES,
  SCREEN_ACTIONS,
  screenPath,
  screensFor,
  STAFF_PAGES,
  STAFF_ROLES,
  STAFF_SCREENS,
  type Resource,
  type ScreenAction,
  type SessionUser,
  type StaffRole,
} from '../src/index.ts';

/** A staff member of each role, in a program other than solidarity tutoring (so every dashboard card shows). */
const user = (userRole: StaffRole): SessionUser => ({
  userId: `${userRole}-1`,
  userRole,
  status: 'active',
  administrationPreferences: { program: ['az-rem-4ca0f8d'] },
});
const SOLIDARITY = 'az-fac-5f87232';
const STAFF_RESOURCES = (RESOURCES as readonly Resource[]).filter((resource) => resource.staffPath);
const sorted = (actions: readonly ScreenAction[]) => [...actions].sort();
const allows = (who: SessionUser, path: string) => guardRoute({ path, user: who }).outcome === 'allow';

/** The lists a person's menu and dashboard cards lead to: the only ways to a list. */
function listsReached(who: SessionUser): Set<string> {
  const paths = [
    ...menuFor(who)
      .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
      .map((item) => item.path),
    ...dashboardCardsFor(who).map((card) => card.path),
  ];
  return new Set(STAFF_RESOURCES.filter((resource) => paths.includes(resource.staffPath!)).map((resource) => resource.name));
}

/**
 * What the buttons offer a person on a resource: its list when their menu or a dashboard card leads there, then
 * from the list a create, view and edit button for each action their ability allows (the list's buttons follow
 * the ability), bar the actions whose screen is deliberately not given (their buttons are hidden).
 */
function offeredByButtons(role: StaffRole, resource: Resource): ScreenAction[] {
  const who = user(role);
  if (!listsReached(who).has(resource.name)) return [];
  const ability = defineAbilityFor(who);
  const hidden = ACTIONS_WITHOUT_SCREEN.filter((entry) => entry.role === role && entry.resource === resource.name).map((entry) => entry.action);
  return SCREEN_ACTIONS.filter((action) => ability.can(ACTION_NEEDS[action], resource.name) && !hidden.includes(action));
}

describe('every button leads to a screen, every screen the API allows is reached by a button (issue 11)', () => {
  for (const role of STAFF_ROLES) {
    it.each(STAFF_RESOURCES.map((resource) => [resource.name, resource] as const))(
      `${role} × %s: the screens are what the buttons offer`,
      (_name, resource) => {
        expect(sorted(screensFor(role, defineAbilityFor(user(role)), resource.name))).toEqual(sorted(offeredByButtons(role, resource)));
      },
    );
  }

  it('gives the administrator the record screens of pairs and matching, whose list buttons open them', () => {
    const ability = defineAbilityFor(user('super_administrator'));
    expect(sorted(screensFor('super_administrator', ability, 'pairs'))).toEqual(sorted(['list', 'add', 'view', 'edit']));
    expect(sorted(screensFor('super_administrator', ability, 'matching'))).toEqual(sorted(['list', 'add', 'view', 'edit']));
    for (const path of [
      '/manage/matching/add',
      '/manage/matching/view/1',
      '/manage/matching/edit/1',
      '/internal-system/tutoring/pairs/add',
      '/internal-system/tutoring/pairs/view/1',
      '/internal-system/tutoring/pairs/edit/1',
    ])
      expect(allows(user('super_administrator'), path), path).toBe(true);
  });

  it.each(STAFF_ROLES)('the %s guard allows exactly the screens of the role', (role) => {
    const who = user(role);
    const ability = defineAbilityFor(who);
    for (const resource of STAFF_RESOURCES) {
      const screens = screensFor(role, ability, resource.name);
      for (const action of SCREEN_ACTIONS) expect(allows(who, screenPath(resource, action, 'x')), `${resource.name} ${action}`).toBe(screens.includes(action));
    }
  });

  it.each(STAFF_ROLES)('a %s who has a record screen has the list (breadcrumb, list button) and the record page (where a form goes after saving)', (role) => {
    const ability = defineAbilityFor(user(role));
    for (const resource of STAFF_RESOURCES) {
      const screens = screensFor(role, ability, resource.name);
      if (screens.length > 0) expect(screens, resource.name).toContain('list');
      if (screens.includes('add') || screens.includes('edit')) expect(screens, resource.name).toContain('view');
    }
  });

  it.each(STAFF_ROLES)('the %s calendar links each session to a record page they may open', (role) => {
    if (!STAFF_SCREENS[role].pages.includes('calendar')) return;
    expect(allows(user(role), STAFF_PAGES.calendar)).toBe(true);
    expect(screensFor(role, defineAbilityFor(user(role)), 'sessions')).toContain('view');
  });

  it.each(STAFF_ROLES)('every dashboard card of a %s opens, in any program', (role) => {
    for (const who of [user(role), { ...user(role), administrationPreferences: { program: [SOLIDARITY] } }])
      for (const card of dashboardCardsFor(who)) expect(allows(who, card.path), card.path).toBe(true);
  });

  it("shows the recruiter no 'reports' card: section 2 gives them no report screen", () => {
    expect(dashboardCardsFor(user('recruiter')).map((card) => card.key)).toEqual(['tutors', 'sessions']);
  });

  it('each action without a screen is one the API allows (else the exception is stale) and has no route', () => {
    for (const { role, resource, action } of ACTIONS_WITHOUT_SCREEN) {
      const ability = defineAbilityFor(user(role));
      expect(ability.can(ACTION_NEEDS[action], resource), `${role} ${resource} ${action}`).toBe(true);
      expect(screensFor(role, ability, resource)).not.toContain(action);
    }
  });
});
