import * as entities from './entities/index.ts';
import type { Entity } from './entities/define-entity.ts';
import type { Role } from './enums/roles.ts';

/** Staff menu groups (section 2, "Menus"). */
export const MENU_GROUPS = ['manage', 'tutoring', 'setup', 'profile'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Record screens under a staff path (section 2: `{path}/add`, `{path}/view/:id`, `{path}/edit/:id`). */
export const SCREEN_ACTIONS = ['list', 'add', 'view', 'edit'] as const;
export type ScreenAction = (typeof SCREEN_ACTIONS)[number];

export interface Resource {
  /** Registry name (camelCase), the CASL subject and the i18n namespace. */
  name: string;
  /** Path segment under /v1: plural kebab-case. */
  apiName: string;
  entity: Entity;
  /** For views of the users collection: the roles whose records it shows. */
  roles?: readonly Role[];
  /** Where the staff app shows it; absent for resources without a staff screen. */
  staffPath?: string;
  menuGroup?: MenuGroup;
  /** An @ant-design/icons component name. */
  icon?: string;
}

const resource = (entity: Entity, apiName: string, staff?: { path: string; group: MenuGroup; icon: string }): Resource => ({
  name: entity.name,
  apiName,
  entity,
  ...(entity.roles && { roles: entity.roles }),
  ...(staff && { staffPath: staff.path, menuGroup: staff.group, icon: staff.icon }),
});

/** Every resource of the product, once. The BFF serves each at /v1/<apiName>; the staff app at its staffPath. */
export const RESOURCES = [
  resource(entities.tutors, 'tutors', { path: '/manage/tutors', group: 'manage', icon: 'SolutionOutlined' }),
  resource(entities.parents, 'parents', { path: '/manage/parents', group: 'manage', icon: 'UserOutlined' }),
  resource(entities.students, 'students', { path: '/manage/students', group: 'manage', icon: 'ReadOutlined' }),
  resource(entities.matching, 'matching', { path: '/manage/matching', group: 'manage', icon: 'ApiOutlined' }),
  resource(entities.establishments, 'establishments', { path: '/manage/establishments', group: 'manage', icon: 'BankOutlined' }),
  resource(entities.vsc, 'vsc', { path: '/manage/vsc', group: 'manage', icon: 'TeamOutlined' }),
  resource(entities.companyConfigurations, 'company-configurations', { path: '/manage/entreprise', group: 'setup', icon: 'ShopOutlined' }),
  // Volunteers' documents (issue 16): uploaded by tutors and prospect leads, reviewed by the staff who recruit them.
  resource(entities.documents, 'documents', { path: '/manage/documents', group: 'manage', icon: 'FileDoneOutlined' }),
  resource(entities.prospects, 'prospects', { path: '/manage/prospects', group: 'manage', icon: 'UserAddOutlined' }),
  resource(entities.sessions, 'sessions', { path: '/internal-system/tutoring/sessions', group: 'tutoring', icon: 'VideoCameraOutlined' }),
  resource(entities.classReports, 'class-reports', { path: '/internal-system/tutoring/reports', group: 'tutoring', icon: 'FileTextOutlined' }),
  resource(entities.scReports, 'sc-reports', { path: '/internal-system/tutoring/sc-reports', group: 'tutoring', icon: 'FileDoneOutlined' }),
  resource(entities.pairs, 'pairs', { path: '/internal-system/tutoring/pairs', group: 'tutoring', icon: 'LinkOutlined' }),
  // Volunteer certificates (issue 15): issued by tutors for themselves, read and revoked by their program's staff.
  resource(entities.certificates, 'certificates', { path: '/internal-system/tutoring/certificates', group: 'tutoring', icon: 'TrophyOutlined' }),
  resource(entities.scholarYears, 'scholar-years', { path: '/setup/scholar-year', group: 'setup', icon: 'CalendarOutlined' }),
  resource(entities.schoolZones, 'school-zones', { path: '/setup/school-zones', group: 'setup', icon: 'GlobalOutlined' }),
  resource(entities.publicHolidays, 'public-holidays', { path: '/setup/public-holidays', group: 'setup', icon: 'GiftOutlined' }),
  resource(entities.availabilities, 'availabilities', { path: '/setup/availability', group: 'setup', icon: 'ClockCircleOutlined' }),
  resource(entities.sectors, 'sectors', { path: '/setup/sectors', group: 'setup', icon: 'ClusterOutlined' }),
  resource(entities.footballClubs, 'football-clubs', { path: '/setup/football-clubs', group: 'setup', icon: 'TrophyOutlined' }),
  resource(entities.partnerProgrammes, 'partner-programmes', { path: '/setup/partner-programmes', group: 'setup', icon: 'PartitionOutlined' }),
  resource(entities.industrySectors, 'industry-sectors', { path: '/setup/industry-sectors', group: 'setup', icon: 'AppstoreOutlined' }),
  resource(entities.trainingVideos, 'training-videos', { path: '/setup/training-videos', group: 'setup', icon: 'PlaySquareOutlined' }),
  // The onboarding quizzes' questions; the staff pages /tutorQuiz and /parentQuiz open this list per audience.
  resource(entities.quizQuestions, 'quiz-questions', { path: '/setup/quiz-questions', group: 'setup', icon: 'FileDoneOutlined' }),
  // The tutors' training path, in its order; tutors follow it at /tutor/training-path.
  resource(entities.trainingModules, 'training-modules', { path: '/setup/training-modules', group: 'setup', icon: 'ReadOutlined' }),
  resource(entities.classes, 'classes', { path: '/setup/classes', group: 'setup', icon: 'BookOutlined' }),
  resource(entities.specialties, 'specialties', { path: '/setup/specialties', group: 'setup', icon: 'ExperimentOutlined' }),
  resource(entities.administrators, 'administrators', { path: '/profile/administrators', group: 'profile', icon: 'CrownOutlined' }),
  resource(entities.managers, 'managers', { path: '/profile/managers', group: 'profile', icon: 'IdcardOutlined' }),
  resource(entities.coordinators, 'coordinators', { path: '/profile/coordinators', group: 'profile', icon: 'ContactsOutlined' }),
  resource(entities.recruiters, 'recruiters', { path: '/profile/recruiters', group: 'profile', icon: 'UsergroupAddOutlined' }),
  resource(entities.collaborators, 'collaborators', { path: '/profile/collaborators', group: 'profile', icon: 'TeamOutlined' }),
  // Occurrences of the sessions' series: read in calendars, written only by the sessions' writes and actions.
  resource(entities.sessionOccurrences, 'session-occurrences'),
  resource(entities.users, 'users'),
  resource(entities.levels, 'levels'),
  resource(entities.departments, 'departments'),
  resource(entities.countries, 'countries'),
  // The four programs, fixed; staff set one thing of theirs, the distance bound of in-person pairs (matching).
  resource(entities.programs, 'programs', { path: '/setup/programs', group: 'setup', icon: 'AimOutlined' }),
  resource(entities.profiles, 'profiles'),
  resource(entities.accesses, 'accesses'),
  resource(entities.externalSignIns, 'external-sign-ins'),
  // Filed from the public /data-deletion page; administrators handle them (not in section 2's menus, which predate the page).
  // Messages from the families' contact page; administrators and the sender's program staff answer them.
  resource(entities.contactMessages, 'contact-messages', { path: '/manage/contact-messages', group: 'manage', icon: 'ContactsOutlined' }),
  resource(entities.dataDeletionRequests, 'data-deletion-requests', { path: '/profile/data-deletion-requests', group: 'profile', icon: 'DeleteOutlined' }),
] as const satisfies readonly Resource[];

export type ResourceName = (typeof RESOURCES)[number]['name'];

const BY_NAME = new Map<string, Resource>(RESOURCES.map((entry) => [entry.name, entry]));

export function getResource(name: string): Resource {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown resource '${name}'`);
  return found;
}

export function findResourceByPath(path: string): { resource: Resource; action: ScreenAction; id?: string } | undefined {
  for (const entry of RESOURCES as readonly Resource[]) {
    const base = entry.staffPath;
    if (!base || (path !== base && !path.startsWith(`${base}/`))) continue;
    const rest = path.slice(base.length).split('/').filter(Boolean);
    if (rest.length === 0) return { resource: entry, action: 'list' };
    if (rest.length === 1 && rest[0] === 'add') return { resource: entry, action: 'add' };
    if (rest.length === 2 && (rest[0] === 'view' || rest[0] === 'edit')) return { resource: entry, action: rest[0], id: rest[1]! };
  }
  return undefined;
}

/** The staff path of one screen of a resource. */
export function screenPath(resource: Resource, action: ScreenAction, id?: string): string {
  if (!resource.staffPath) throw new Error(`Resource '${resource.name}' has no staff screen`);
  if (action === 'list') return resource.staffPath;
  if (action === 'add') return `${resource.staffPath}/add`;
  return `${resource.staffPath}/${action}/${id ?? ':id'}`;
}
