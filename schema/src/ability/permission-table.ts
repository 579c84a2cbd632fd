import type { StaffRole } from '../enums/roles.ts';

export const CRUD = ['create', 'read', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD)[number];

type Rights = Record<CrudAction, readonly StaffRole[]>;

const A = 'super_administrator';
const M = 'manager';
const C = 'coordinator';
const R = 'recruiter';
const V = 'vsc';

const all = (...who: StaffRole[]): Rights => ({ create: who, read: who, update: who, delete: who });

/**
 * Section 6 of the spec, cell for cell: which staff role may create, read, update and delete in each area. An
 * area names the resources (CASL subjects) it covers.
 */
export const SECTION_6_TABLE = {
  tutors: { subjects: ['tutors'], rights: all(A, M, C, R, V) },
  sessions: { subjects: ['sessions'], rights: all(A, M, C, R, V) },
  parents: { subjects: ['parents'], rights: all(A, M, C, V) },
  students: { subjects: ['students'], rights: all(A, M, C, V) },
  matching: { subjects: ['matching'], rights: all(A, M, C, V) },
  establishments: { subjects: ['establishments'], rights: all(A, M, C) },
  // Deleting a pair is further limited to one configured account (see define-ability.ts).
  pairs: { subjects: ['pairs'], rights: all(A, C, V) },
  reports: {
    subjects: ['classReports', 'scReports'],
    rights: { create: [A, M, C, R], read: [A, M, C, R, V], update: [A, M, C, R, V], delete: [A, M, C, R] },
  },
  setup: {
    subjects: ['scholarYears', 'schoolZones', 'publicHolidays', 'availabilities'],
    rights: { create: [A], read: [A, M, C], update: [A], delete: [A] },
  },
  // The table gives create and read only; update follows create, delete stays with the administrator.
  sectors: { subjects: ['sectors'], rights: { create: [A, C], read: [A, M, C], update: [A, C], delete: [A] } },
  staffProfiles: {
    subjects: ['administrators', 'managers', 'collaborators'],
    rights: { create: [A], read: [A, M, C], update: [A], delete: [A] },
  },
  coordinators: { subjects: ['coordinators'], rights: { create: [A, M], read: [A, M, C], update: [A, M, C], delete: [A, M, C] } },
  vsc: { subjects: ['vsc'], rights: all(A, M, C) },
} as const satisfies Record<string, { subjects: readonly string[]; rights: Rights }>;

/**
 * Rights that section 2 gives beyond the table: each is a screen that section 2 lists in a role's routes or
 * menu, which could not work without it. Kept apart so that the table above stays the spec's.
 */
export const SECTION_2_ADDITIONS: readonly { role: StaffRole; actions: readonly CrudAction[]; subject: string; because: string }[] = [
  { role: V, actions: ['read'], subject: 'establishments', because: 'VSC routes: establishments (list and view)' },
  { role: R, actions: ['read'], subject: 'collaborators', because: 'Recruiter routes and menu: collaborators' },
  { role: M, actions: ['read'], subject: 'pairs', because: 'Manager routes: pairs' },
  { role: M, actions: ['create', 'update'], subject: 'sectors', because: 'Manager routes: sectors (with add and edit)' },
];

/** Lists the spec counts or names without giving them a screen: staff choose from them, administrators edit them. */
const EDITABLE_REFERENCE_LISTS = ['classes', 'specialties', 'footballClubs', 'partnerProgrammes', 'industrySectors', 'trainingVideos'] as const;

/** Resources outside the table: the administrator owns them. */
export const ADMINISTRATOR_ONLY_SUBJECTS = [
  'companyConfigurations',
  ...EDITABLE_REFERENCE_LISTS,
  'profiles',
  'accesses',
  'recruiters',
  'prospects',
  'dataDeletionRequests',
  // The onboarding quizzes' questions and right answers: staff screens /tutorQuiz and /parentQuiz (section 2, the
  // administrator's). Never a reference list: a family member must not read the answers.
  'quizQuestions',
  // The training path's modules, whose quizzes name the questions: tutors read their path through its own route.
  'trainingModules',
] as const;

/** Read by every signed-in user: the lists forms choose from. */
export const REFERENCE_SUBJECTS = ['levels', 'departments', 'countries', 'programs', ...EDITABLE_REFERENCE_LISTS] as const;
