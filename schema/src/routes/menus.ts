import { isStaffRole, type Role, type StaffRole } from '../enums/roles.ts';
import { defineAbilityFor, type AbilityContext } from '../ability/define-ability.ts';
import { effectiveRole, type SessionUser } from '../ability/effective-role.ts';
import { getResource, type MenuGroup } from '../resources.ts';
import { screensFor, STAFF_PAGES, type StaffPage } from './staff-screens.ts';
import { routingRole } from './guard-core.ts';
import { ROLE_PATH_SEGMENT } from './paths.ts';

export interface MenuItem {
  key: string;
  labelKey: string;
  path: string;
  icon?: string;
}
export interface MenuGroupEntry {
  key: MenuGroup | 'reference' | 'support';
  labelKey: string;
  items: MenuItem[];
}
export type MenuEntry = MenuItem | MenuGroupEntry;

type StaffMenuItem = string | { page: StaffPage };
type StaffMenuSpec = (StaffMenuItem | { group: MenuGroupEntry['key']; items: StaffMenuItem[] })[];

const MANAGE = ['tutors', 'parents', 'students', 'matching', 'establishments'];
const SETUP = ['scholarYears', 'schoolZones', 'publicHolidays', 'availabilities'];

/**
 * The staff menus of section 2, entry for entry, plus the lists section 2 gives a role in its routes but not in
 * its menu (VSC, SC reports, sectors, administrators, managers, coordinators; the manager's pairs): a screen the
 * person may open needs a way to it (issue 11), and a list is reached from the menu. Each is placed in the group
 * of its resource. The history search (section 2's "other screens implied") follows for administrators, managers and
 * coordinators, with the administrators' security log and partner keys in their support group. Prospects come in each recruiting role's manage group (the recruitment workflow). The VSC's matching stays out of their menu, as section 2 says; their dashboard card opens it.
 */
export const STAFF_MENUS: Record<StaffRole, StaffMenuSpec> = {
  super_administrator: [
    { page: 'home' },
    { group: 'manage', items: [...MANAGE, 'prospects', 'vsc', 'contactMessages', 'documents'] },
    { group: 'tutoring', items: ['sessions', 'pairs', 'classReports', 'scReports', 'certificates'] },
    { group: 'setup', items: [...SETUP, 'sectors', 'companyConfigurations', 'programs'] },
    // Lists the spec counts without naming them, which only the administrator edits (not in section 2's menu).
    {
      group: 'reference',
      items: ['footballClubs', 'partnerProgrammes', 'industrySectors', 'trainingVideos', 'quizQuestions', 'trainingModules', 'classes', 'specialties'],
    },
    { group: 'profile', items: ['collaborators', 'administrators', 'managers', 'coordinators', 'dataDeletionRequests'] },
    { page: 'statistics' },
    // Support: the history search for all it may read, the security log and the partner keys (administrators only).
    { group: 'support', items: [{ page: 'history' }, { page: 'securityLog' }, { page: 'apiKeys' }] },
  ],
  manager: [
    { page: 'home' },
    { group: 'manage', items: [...MANAGE, 'prospects', 'vsc', 'contactMessages', 'documents'] },
    { group: 'tutoring', items: ['sessions', 'pairs', 'classReports', 'scReports', 'certificates'] },
    // Programs: the distance bound of in-person pairs, which administrators and managers (for theirs) set.
    { group: 'setup', items: [...SETUP, 'sectors', 'programs'] },
    { group: 'profile', items: ['administrators', 'managers', 'coordinators'] },
    { page: 'history' },
  ],
  coordinator: [
    { page: 'home' },
    { group: 'manage', items: [...MANAGE, 'prospects', 'vsc', 'contactMessages', 'documents'] },
    { group: 'tutoring', items: ['sessions', { page: 'calendar' }, 'pairs', 'classReports', 'scReports', 'certificates'] },
    { group: 'setup', items: [...SETUP, 'sectors'] },
    { group: 'profile', items: ['collaborators', 'administrators', 'managers', 'coordinators'] },
    { page: 'statistics' },
    { page: 'history' },
  ],
  recruiter: [{ page: 'home' }, 'tutors', 'prospects', 'documents', 'sessions', 'collaborators'],
  vsc: [
    { page: 'home' },
    { group: 'manage', items: ['tutors', 'parents', 'students', 'prospects', 'establishments'] },
    { group: 'tutoring', items: ['sessions', 'pairs', 'classReports', 'scReports'] },
  ],
};

/** Family menus (section 2): home, reports, equipment test, contact. */
const FAMILY_MENU_PAGES = ['home', 'reports', 'equipment', 'contact'] as const;

/**
 * The screens each family role has beyond section 2's four entries: every screen a person has is reached from
 * their menu (DESIGN, "Seams"), in two taps on a phone (menu button, entry). Section 2's entries stay first.
 */
const FAMILY_MENU_EXTRAS: Partial<Record<'tutor' | 'parent' | 'student', readonly { key: string; page: string }[]>> = {
  tutor: [
    { key: 'sessions', page: 'sessions' },
    { key: 'availability', page: 'preferences' },
    { key: 'documents', page: 'documents' },
    { key: 'trainingPath', page: 'training-path' },
  ],
  parent: [
    { key: 'children', page: 'children' },
    { key: 'parentSessions', page: 'sessions' },
    { key: 'groupSessions', page: 'group-sessions' },
  ],
  student: [
    { key: 'sessions', page: 'sessions' },
    { key: 'groupSessions', page: 'group-sessions' },
  ],
};

/**
 * The menu a signed-in user sees. Staff items whose list the role cannot open are left out, so the menu never
 * offers a refusal. Prospects and inactive parents get no sidebar (see layout.ts), but the entries exist.
 */
export function menuFor(user: SessionUser, context: AbilityContext = {}): MenuEntry[] {
  const role = effectiveRole(user);
  if (!role) return [];
  if (!isStaffRole(role)) return familyMenu(role);
  const ability = defineAbilityFor(user, context);
  const item = (entry: StaffMenuItem): MenuItem | undefined => {
    if (typeof entry !== 'string') {
      // The recruiter's home is called their portal (section 2, "Menus").
      const label = role === 'recruiter' && entry.page === 'home' ? 'portal' : entry.page;
      return { key: entry.page, labelKey: `menu.pages.${label}`, path: STAFF_PAGES[entry.page] };
    }
    if (!screensFor(role, ability, entry).includes('list')) return undefined;
    const resource = getResource(entry);
    return { key: resource.name, labelKey: `menu.items.${resource.name}`, path: resource.staffPath!, icon: resource.icon };
  };
  const menu: MenuEntry[] = [];
  for (const entry of STAFF_MENUS[role]) {
    if (typeof entry === 'object' && 'group' in entry) {
      const items = entry.items.map(item).filter((value): value is MenuItem => value !== undefined);
      if (items.length > 0) menu.push({ key: entry.group, labelKey: `menu.groups.${entry.group}`, items });
    } else {
      const single = item(entry);
      if (single) menu.push(single);
    }
  }
  return menu;
}

function familyMenu(role: Role): MenuItem[] {
  const segment = ROLE_PATH_SEGMENT[routingRole(role)];
  const shared = FAMILY_MENU_PAGES.map((page) => ({
    key: page,
    labelKey: role === 'student' && page === 'reports' ? 'menu.family.myScoring' : `menu.family.${page}`,
    path: page === 'home' ? '/' : `/${segment}/${page}`,
  }));
  const extras = (FAMILY_MENU_EXTRAS[role as keyof typeof FAMILY_MENU_EXTRAS] ?? []).map(({ key, page }) => ({
    key,
    labelKey: `menu.family.${key}`,
    path: `/${segment}/${page}`,
  }));
  return [...shared, ...extras];
}

/** The user menu: my account and log out (section 2). */
export function userMenuFor(user: SessionUser): MenuItem[] {
  const role = effectiveRole(user);
  if (!role) return [];
  return [
    { key: 'account', labelKey: 'menu.user.account', path: `/${ROLE_PATH_SEGMENT[role]}/account` },
    { key: 'logout', labelKey: 'menu.user.logout', path: '/login' },
  ];
}
