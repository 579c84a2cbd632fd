import type { StaffRole } from '../enums/roles.ts';
import { RESOURCES, SCREEN_ACTIONS, screenPath, type Resource, type ScreenAction } from '../resources.ts';
import type { AppAbility } from '../ability/define-ability.ts';

/** Staff pages that are not a resource's record screens. */
export const STAFF_PAGES = {
  home: '/',
  statistics: '/statistiques',
  calendar: '/internal-system/tutoring/calendar',
  sessionsManage: '/internal-system/tutoring/sessions/manage',
  parentQuiz: '/parentQuiz',
  tutorQuiz: '/tutorQuiz',
  parentVideo: '/parentVideo',
  tutorVideo: '/tutorVideo',
} as const;
export type StaffPage = keyof typeof STAFF_PAGES;

const ALL: readonly ScreenAction[] = SCREEN_ACTIONS;
const LIST: readonly ScreenAction[] = ['list'];

/**
 * The staff screens of section 2, per role: each resource with the screens the spec names for it (`ALL` where
 * the spec does not narrow them). A screen is then kept only where the role's ability allows its action, so a
 * route never leads to a refusal.
 */
export const STAFF_SCREENS: Record<StaffRole, { pages: readonly StaffPage[]; resources: Readonly<Record<string, readonly ScreenAction[]>> }> = {
  super_administrator: {
    pages: ['home', 'statistics', 'calendar', 'sessionsManage', 'parentQuiz', 'tutorQuiz', 'parentVideo', 'tutorVideo'],
    resources: {
      tutors: ALL,
      parents: ALL,
      students: ALL,
      establishments: ALL,
      vsc: ALL,
      sessions: ALL,
      classReports: ALL,
      scReports: ALL,
      scholarYears: ALL,
      schoolZones: ALL,
      publicHolidays: ALL,
      availabilities: ALL,
      sectors: ALL,
      administrators: ALL,
      managers: ALL,
      coordinators: ALL,
      pairs: LIST,
      matching: LIST,
      collaborators: LIST,
      companyConfigurations: ALL,
      // Reference lists the spec counts without naming them; only the administrator edits them.
      footballClubs: ALL,
      partnerProgrammes: ALL,
      industrySectors: ALL,
      trainingVideos: ALL,
      classes: ALL,
      specialties: ALL,
      // Requests from the public /data-deletion page: read, then marked handled with a note.
      dataDeletionRequests: ['list', 'view', 'edit'],
    },
  },
  manager: {
    pages: ['home'],
    resources: {
      tutors: ALL,
      parents: ALL,
      students: ALL,
      matching: ALL,
      establishments: ALL,
      vsc: ALL,
      sessions: ALL,
      classReports: ['list', 'view', 'edit'],
      scReports: ['list', 'view', 'edit'],
      pairs: ALL,
      scholarYears: ['list', 'view'],
      schoolZones: ['list', 'view'],
      publicHolidays: ['list', 'view'],
      availabilities: ['list', 'view'],
      sectors: ['list', 'view', 'add', 'edit'],
      administrators: ['list', 'view'],
      managers: ALL,
      coordinators: ['list', 'view', 'edit'],
    },
  },
  coordinator: {
    pages: ['home', 'statistics', 'calendar'],
    resources: {
      tutors: ALL,
      parents: ALL,
      students: ALL,
      matching: ALL,
      establishments: ALL,
      sessions: ALL,
      pairs: ALL,
      classReports: ALL,
      scReports: ALL,
      scholarYears: ['list', 'view'],
      schoolZones: ['list', 'view'],
      publicHolidays: ['list', 'view'],
      availabilities: ['list', 'view'],
      sectors: ALL,
      administrators: ALL,
      managers: ALL,
      coordinators: ALL,
      collaborators: ALL,
      vsc: ALL,
    },
  },
  recruiter: {
    pages: ['home', 'calendar'],
    resources: { tutors: ['list', 'view', 'edit', 'add'], sessions: ['list', 'add', 'view', 'edit'], collaborators: LIST },
  },
  vsc: {
    pages: ['home'],
    resources: {
      tutors: ALL,
      parents: ALL,
      students: ALL,
      matching: ALL,
      classReports: ALL,
      establishments: ['list', 'view'],
      sessions: ['list', 'add', 'view', 'edit'],
      pairs: ALL,
      scReports: ALL,
    },
  },
};

const ACTION_NEEDS = { list: 'read', view: 'read', add: 'create', edit: 'update' } as const;

/** The record screens of one resource that a role has: named by section 2 and allowed by the ability. */
export function screensFor(role: StaffRole, ability: AppAbility, resourceName: string): ScreenAction[] {
  const named = STAFF_SCREENS[role].resources[resourceName] ?? [];
  return named.filter((action) => ability.can(ACTION_NEEDS[action], resourceName));
}

/** Every staff route of a role, as path patterns (`/manage/tutors/view/:id`). */
export function staffRoutesFor(role: StaffRole, ability: AppAbility): string[] {
  const pages = STAFF_SCREENS[role].pages.map((page) => STAFF_PAGES[page]);
  const screens = (RESOURCES as readonly Resource[]).flatMap((resource) =>
    screensFor(role, ability, resource.name).map((action) => screenPath(resource, action)),
  );
  return [...pages, ...screens];
}

/** Every staff route any role can have: a path outside this set is "not found", inside it "forbidden". */
export function allStaffRoutePatterns(): string[] {
  const pages = Object.values(STAFF_PAGES);
  const screens = (RESOURCES as readonly Resource[]).flatMap((resource) =>
    resource.staffPath ? SCREEN_ACTIONS.map((action) => screenPath(resource, action)) : [],
  );
  return [...pages, ...screens];
}
