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
  // Support (issue "Running it for real"): who changed what, the security log and the partners' API keys. The server
  // decides what each shows (the audit view filters by the reader's rights; the log and the keys are administrators').
  history: '/history',
  securityLog: '/security-log',
  apiKeys: '/api-keys',
} as const;
export type StaffPage = keyof typeof STAFF_PAGES;

const ALL: readonly ScreenAction[] = SCREEN_ACTIONS;

/**
 * The staff screens of section 2, per role: each resource with the screens the spec names for it (`ALL` where
 * the spec does not narrow them). A screen is then kept only where the role's ability allows its action, so a
 * route never leads to a refusal.
 *
 * Every screen the API allows is reachable (issue 11): on a resource a role works with (one section 2 names for
 * it), each record action its ability allows has its screen, so that the list's own buttons never open a
 * refusal. Where section 2 names fewer screens than the API allows, the screen was added:
 * - administrator: pairs and matching (add, view, edit; section 2 says "list only"), collaborators (add, view,
 *   edit: the only screen where the administrator edits recruiters and VSC as staff members);
 * - manager: class and SC reports (add: section 6 gives managers create, and shows them the add-report action),
 *   coordinators (add: section 6 gives managers create);
 * - recruiter: collaborators (view: the API lets them read a colleague, and the list has a view button).
 * Where the API allows an action whose screen would make no sense, the screen is not given and its button is
 * hidden: see `ACTIONS_WITHOUT_SCREEN`.
 *
 * Resources a role may read through the API without section 2 naming them for it get no screen: the reference
 * lists (football clubs, classes, ...) are read by every form's pickers; prospects and recruiters by the
 * recruitment and reference labels (prospects have list and view screens: the decision is an action); the recruiter's
 * class and SC reports (section 6) are not in their routes nor their menu, so their dashboard card is not shown
 * either (see dashboard.ts). No button leads to these screens: menus, dashboard cards and list buttons all ask
 * `screensFor`.
 */
export const STAFF_SCREENS: Record<StaffRole, { pages: readonly StaffPage[]; resources: Readonly<Record<string, readonly ScreenAction[]>> }> = {
  super_administrator: {
    pages: ['home', 'statistics', 'calendar', 'sessionsManage', 'parentQuiz', 'tutorQuiz', 'parentVideo', 'tutorVideo', 'history', 'securityLog', 'apiKeys'],
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
      pairs: ALL,
      matching: ALL,
      collaborators: ALL,
      companyConfigurations: ALL,
      // Reference lists the spec counts without naming them; only the administrator edits them.
      footballClubs: ALL,
      partnerProgrammes: ALL,
      industrySectors: ALL,
      trainingVideos: ALL,
      // The onboarding quizzes (the pages /tutorQuiz and /parentQuiz open this list for one audience).
      quizQuestions: ALL,
      trainingModules: ALL,
      classes: ALL,
      specialties: ALL,
      // Requests from the public /data-deletion page: read, then marked handled with a note.
      dataDeletionRequests: ['list', 'view', 'edit'],
      // Messages from the families' contact page: read, then answered (the edit screen holds only the answer).
      contactMessages: ['list', 'view', 'edit'],
      // Volunteer certificates: read, and revoked from their page (no edit screen: nothing else is written).
      certificates: ['list', 'view'],
      // Prospects: read, then validated or stopped from their page (the decision is the only write).
      prospects: ['list', 'view'],
      // Volunteers' documents (issue 16): the list and the review queue; a review is a dialog, not an edit screen.
      documents: ['list', 'view'],
      // The four programs, fixed: read, and their distance bound for in-person pairs set (the only field written).
      programs: ['list', 'view', 'edit'],
    },
  },
  manager: {
    // The history search (section 2, "other screens implied"): those who supervise others' work, each within their reach.
    pages: ['home', 'history'],
    resources: {
      tutors: ALL,
      parents: ALL,
      students: ALL,
      matching: ALL,
      establishments: ALL,
      vsc: ALL,
      sessions: ALL,
      classReports: ALL,
      scReports: ALL,
      pairs: ALL,
      scholarYears: ['list', 'view'],
      schoolZones: ['list', 'view'],
      publicHolidays: ['list', 'view'],
      availabilities: ['list', 'view'],
      sectors: ['list', 'view', 'add', 'edit'],
      administrators: ['list', 'view'],
      managers: ALL,
      coordinators: ALL,
      contactMessages: ['list', 'view', 'edit'],
      // Volunteer certificates: read, and revoked from their page (no edit screen: nothing else is written).
      certificates: ['list', 'view'],
      prospects: ['list', 'view'],
      // Volunteers' documents (issue 16): the list and the review queue; a review is a dialog, not an edit screen.
      documents: ['list', 'view'],
      // The programs: read, and the distance bound of their own programs set (the edit is hidden on the others).
      programs: ['list', 'view', 'edit'],
    },
  },
  coordinator: {
    pages: ['home', 'statistics', 'calendar', 'history'],
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
      contactMessages: ['list', 'view', 'edit'],
      // Volunteer certificates: read, and revoked from their page (no edit screen: nothing else is written).
      certificates: ['list', 'view'],
      prospects: ['list', 'view'],
      // Volunteers' documents (issue 16): the list and the review queue; a review is a dialog, not an edit screen.
      documents: ['list', 'view'],
    },
  },
  recruiter: {
    pages: ['home', 'calendar'],
    resources: {
      tutors: ['list', 'view', 'edit', 'add'],
      prospects: ['list', 'view'],
      sessions: ['list', 'add', 'view', 'edit'],
      collaborators: ['list', 'view'],
      documents: ['list', 'view'],
    },
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
      prospects: ['list', 'view'],
    },
  },
};

/**
 * Actions the API allows a role on a resource it works with, whose screen is deliberately not given: their
 * buttons are hidden (a button is shown only where its screen is, see the staff app's screen-rights.ts).
 */
export const ACTIONS_WITHOUT_SCREEN: readonly { role: StaffRole; resource: string; action: ScreenAction; because: string }[] = [
  {
    role: 'super_administrator',
    resource: 'dataDeletionRequests',
    action: 'add',
    because: 'a request is filed by the person concerned from the public /data-deletion page, never by staff for them',
  },
  ...(['super_administrator', 'manager', 'coordinator'] as const).map((role) => ({
    role,
    resource: 'certificates',
    action: 'edit' as const,
    because: "a certificate's figures are the server's; its one change, the revocation, is a dialog on its page and list",
  })),
  ...(['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'] as const).map((role) => ({
    role,
    resource: 'prospects',
    action: 'edit' as const,
    because: 'a prospect fills in their own registration; staff decide on it, validate or stop, by the actions on its page',
  })),
  {
    role: 'super_administrator',
    resource: 'prospects',
    action: 'add',
    because: 'a prospect is someone who registered on the public pages; staff invite tutors and parents directly instead',
  },
  ...(['super_administrator', 'coordinator', 'recruiter'] as const).map((role) => ({
    role,
    resource: 'documents',
    action: 'edit' as const,
    because: "a document is the volunteer's; its one change, the review, is a dialog of the review queue",
  })),
];

/** The CASL action each screen needs. */
export const ACTION_NEEDS = { list: 'read', view: 'read', add: 'create', edit: 'update' } as const satisfies Record<ScreenAction, string>;

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
