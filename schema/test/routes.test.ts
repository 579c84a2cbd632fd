import { describe, expect, it } from 'vitest';
import {
  dashboardCardsFor,
  effectiveRole,
  guardRoute,
  homeAfterSignIn,
  homeVariantFor,
  layoutFor,
  menuFor,
  userMenuFor,
  type MenuEntry,
  type SessionUser,
} from '../src/index.ts';

const PROGRAMS = ['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s'];
const user = (userRole: string, extra: Partial<SessionUser> = {}): SessionUser => ({
  userId: `${userRole}-1`,
  userRole,
  status: 'active',
  administrationPreferences: { program: PROGRAMS },
  ...extra,
});
const outcome = (path: string, who: SessionUser | null, familyLock = false) => {
  const decision = guardRoute({ path, user: who, familyLock });
  return decision.outcome === 'redirect' ? `redirect ${decision.to}` : decision.outcome;
};

const AUTH_PATHS = [
  '/login',
  '/register',
  '/recover-password',
  '/reset-password',
  '/tutor/register',
  '/parent/recover-password',
  '/student/reset-password',
  '/IS/register',
];

describe('route guard (section 2)', () => {
  it.each(AUTH_PATHS)('a signed-in tutor or staff member opening %s goes to /', (path) => {
    expect(outcome(path, user('tutor'))).toBe('redirect /');
    expect(outcome(path, user('manager'))).toBe('redirect /');
  });

  it.each(AUTH_PATHS)('a signed-in parent or student opening %s goes to /family, or / when familyLock is set', (path) => {
    for (const role of ['parent', 'student']) {
      expect(outcome(path, user(role))).toBe('redirect /family');
      expect(outcome(path, user(role), true)).toBe('redirect /');
    }
  });

  it.each(AUTH_PATHS)('nobody signed in may open %s', (path) => expect(outcome(path, null)).toBe('allow'));

  it('/family is for parents and students only, and not when locked', () => {
    expect(outcome('/family', user('parent'))).toBe('allow');
    expect(outcome('/family', user('student'))).toBe('allow');
    expect(outcome('/family', user('parent'), true)).toBe('redirect /');
    expect(outcome('/family', user('tutor'))).toBe('redirect /');
    expect(outcome('/family', user('coordinator'))).toBe('redirect /');
    // A public page for whoever is not signed in.
    expect(outcome('/family', null)).toBe('allow');
  });

  it('a user without userId on a private path goes to the login', () => {
    expect(outcome('/tutor/sessions', { userRole: 'tutor' } as SessionUser)).toBe('redirect /login');
    expect(outcome('/manage/tutors', { userId: '', userRole: 'manager' })).toBe('redirect /login');
  });

  it('unknown or missing roles get only public routes', () => {
    for (const who of [user('hacker'), { userId: 'x' } as SessionUser]) {
      expect(outcome('/login', who)).toBe('allow');
      expect(outcome('/privacy', who)).toBe('allow');
      expect(outcome('/', who)).toBe('redirect /login');
      expect(outcome('/manage/tutors', who)).toBe('redirect /login');
    }
  });

  it('nobody signed in: any unmatched path goes to /login, static pages open', () => {
    expect(outcome('/nowhere/at/all', null)).toBe('redirect /login');
    expect(outcome('/manage/tutors', null)).toBe('redirect /login');
    for (const path of ['/privacy', '/terms', '/data-deletion', '/404', '/change-password', '/update-your-password']) {
      expect(outcome(path, null), path).toBe('allow');
      expect(outcome(path, user('tutor')), path).toBe('allow');
    }
  });

  it('/session/{id} is open to every role and asks the others to sign in', () => {
    for (const role of ['tutor', 'parent', 'student', 'super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc', 'prospectLead', 'parentProspect']) {
      expect(outcome('/session/abc123', user(role)), role).toBe('allow');
    }
    expect(outcome('/session/abc123', null)).toBe('redirect /login');
  });

  it('a signed-in user on an unknown path sees "not found"; on a path of another role, a refusal', () => {
    expect(outcome('/nowhere', user('tutor'))).toBe('notFound');
    expect(outcome('/manage/tutors', user('tutor'))).toBe('forbidden');
    expect(outcome('/parent/children', user('tutor'))).toBe('forbidden');
  });

  it('query strings, hashes and trailing slashes do not change the answer', () => {
    expect(outcome('/manage/tutors/?page=2', user('vsc'))).toBe('allow');
    expect(outcome('/login#top', user('tutor'))).toBe('redirect /');
  });

  it('after sign-in staff land on /, parents and students on /family unless locked', () => {
    expect(homeAfterSignIn('coordinator')).toBe('/');
    expect(homeAfterSignIn('tutor')).toBe('/');
    expect(homeAfterSignIn('parent')).toBe('/family');
    expect(homeAfterSignIn('student', true)).toBe('/');
  });
});

describe('family routes', () => {
  it.each([
    [
      'tutor',
      [
        '/',
        '/tutorVideo',
        '/tutorQuiz',
        '/tutor/sessions',
        '/tutor/listSessions',
        '/tutor/students',
        '/tutor/reports',
        '/tutor/account',
        '/tutor/documents',
        '/tutor/equipment',
        '/tutor/training-path',
        '/tutor/contact',
        '/tutor/preferences',
      ],
    ],
    [
      'parent',
      [
        '/',
        '/parent/children',
        '/parent/sessions',
        '/parent/group-sessions',
        '/parent/account',
        '/parent/equipment',
        '/parent/reports',
        '/parent/quiz',
        '/parent/video',
        '/parent/contact',
      ],
    ],
    [
      'student',
      [
        '/',
        '/student/sessions',
        '/student/group-sessions',
        '/student/listSessions',
        '/student/account',
        '/student/equipment',
        '/student/reports',
        '/student/contact',
        '/student/preferences',
      ],
    ],
  ])('%s has the routes of section 2', (role, paths) => {
    for (const path of paths) expect(outcome(path, user(role)), path).toBe('allow');
    expect(outcome('/manage/students', user(role))).toBe('forbidden');
  });

  it('prospects have the routes of the role they may become, without sidebar', () => {
    expect(outcome('/tutorQuiz', user('prospectLead'))).toBe('allow');
    expect(outcome('/tutor/account', user('prospectLead'))).toBe('allow');
    expect(outcome('/parent/children', user('parentProspect'))).toBe('allow');
    expect(outcome('/parent/children', user('prospectLead'))).toBe('forbidden');
    expect(outcome('/tutor/preferences', user('prospectLead'))).toBe('allow');
    expect(outcome('/student/preferences', user('tutor'))).toBe('forbidden');
    expect(layoutFor(user('prospectLead')).sidebar).toBe(false);
    expect(layoutFor(user('parentProspect')).sidebar).toBe(false);
  });

  it('a parent who is not active has no sidebar; the tutor mobile menu and banner need an active tutor', () => {
    expect(layoutFor(user('parent')).sidebar).toBe(true);
    expect(layoutFor(user('parent', { status: 'pending' })).sidebar).toBe(false);
    expect(layoutFor(user('tutor'))).toEqual({ sidebar: true, mobileMenu: true, promotionalBanner: true });
    expect(layoutFor(user('tutor', { status: 'on-hold' }))).toEqual({ sidebar: true, mobileMenu: false, promotionalBanner: false });
  });

  it("family menus: section 2's home, reports (my scoring for students), equipment, contact first, then every other screen of the role", () => {
    const keys = (role: string) => menuFor(user(role)).map((entry) => ('path' in entry ? entry.path : entry.key));
    expect(keys('tutor')).toEqual([
      '/',
      '/tutor/reports',
      '/tutor/equipment',
      '/tutor/contact',
      '/tutor/sessions',
      '/tutor/preferences',
      '/tutor/documents',
      '/tutor/training-path',
    ]);
    expect(keys('parent')).toEqual([
      '/',
      '/parent/reports',
      '/parent/equipment',
      '/parent/contact',
      '/parent/children',
      '/parent/sessions',
      '/parent/group-sessions',
    ]);
    expect(keys('student')).toEqual(['/', '/student/reports', '/student/equipment', '/student/contact', '/student/sessions', '/student/group-sessions']);
    // Each entry opens a screen the role may open.
    for (const role of ['tutor', 'parent', 'student']) for (const path of keys(role)) expect(outcome(path, user(role)), `${role} ${path}`).toBe('allow');
    expect(menuFor(user('student'))[1]).toMatchObject({ labelKey: 'menu.family.myScoring' });
  });

  it('the user menu has my account at /{role}/account and logout', () => {
    expect(userMenuFor(user('parent')).map((item) => item.path)).toEqual(['/parent/account', '/login']);
    expect(userMenuFor(user('prospectLead'))[0]!.path).toBe('/tutor/account');
    for (const role of ['tutor', 'manager', 'super_administrator', 'vsc']) {
      const account = userMenuFor(user(role))[0]!.path;
      expect(outcome(account, user(role)), account).toBe('allow');
    }
  });
});

/** A menu as `group(item, item)` / `item` strings, to compare with section 2 at a glance. */
function shape(menu: MenuEntry[]): string[] {
  return menu.map((entry) => ('items' in entry ? `${entry.key}(${entry.items.map((item) => item.key).join(', ')})` : entry.key));
}

describe('staff menus (section 2)', () => {
  it.each([
    [
      'super_administrator',
      [
        'home',
        'manage(tutors, parents, students, matching, establishments, prospects, vsc, contactMessages, documents)',
        'tutoring(sessions, pairs, classReports, scReports, certificates)',
        'setup(scholarYears, schoolZones, publicHolidays, availabilities, sectors, companyConfigurations, programs)',
        'reference(footballClubs, partnerProgrammes, industrySectors, trainingVideos, quizQuestions, trainingModules, classes, specialties)',
        'profile(collaborators, administrators, managers, coordinators, dataDeletionRequests)',
        'statistics',
        'support(history, securityLog, apiKeys)',
      ],
    ],
    [
      'manager',
      [
        'home',
        'manage(tutors, parents, students, matching, establishments, prospects, vsc, contactMessages, documents)',
        'tutoring(sessions, pairs, classReports, scReports, certificates)',
        'setup(scholarYears, schoolZones, publicHolidays, availabilities, sectors, programs)',
        'profile(administrators, managers, coordinators)',
        'history',
      ],
    ],
    [
      'coordinator',
      [
        'home',
        'manage(tutors, parents, students, matching, establishments, prospects, vsc, contactMessages, documents)',
        'tutoring(sessions, calendar, pairs, classReports, scReports, certificates)',
        'setup(scholarYears, schoolZones, publicHolidays, availabilities, sectors)',
        'profile(collaborators, administrators, managers, coordinators)',
        'statistics',
        'history',
      ],
    ],
    ['recruiter', ['home', 'tutors', 'prospects', 'documents', 'sessions', 'collaborators']],
    ['vsc', ['home', 'manage(tutors, parents, students, prospects, establishments)', 'tutoring(sessions, pairs, classReports, scReports)']],
  ])('%s', (role, expected) => {
    expect(shape(menuFor(user(role)))).toEqual(expected);
  });

  it("calls the recruiter's home their portal", () => {
    expect(menuFor(user('recruiter'))[0]).toMatchObject({ key: 'home', labelKey: 'menu.pages.portal', path: '/' });
    expect(menuFor(user('vsc'))[0]).toMatchObject({ key: 'home', labelKey: 'menu.pages.home' });
  });

  it.each(['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'])('every entry of the %s menu opens', (role) => {
    const who = user(role);
    const paths = menuFor(who).flatMap((entry) => ('items' in entry ? entry.items.map((item) => item.path) : [entry.path]));
    for (const path of paths) expect(outcome(path, who), path).toBe('allow');
  });
});

describe('staff routes (section 2)', () => {
  const table: [string, string, string][] = [
    ['super_administrator', '/setup/scholar-year/edit/1', 'allow'],
    ['super_administrator', '/profile/administrators/add', 'allow'],
    ['super_administrator', '/internal-system/tutoring/pairs', 'allow'],
    ['super_administrator', '/internal-system/tutoring/pairs/edit/1', 'allow'],
    ['super_administrator', '/manage/matching/add', 'allow'],
    ['super_administrator', '/profile/collaborators/view/1', 'allow'],
    ['super_administrator', '/profile/data-deletion-requests/add', 'forbidden'],
    ['super_administrator', '/manage/matching', 'allow'],
    ['super_administrator', '/profile/collaborators', 'allow'],
    ['super_administrator', '/statistiques', 'allow'],
    ['super_administrator', '/tutorQuiz', 'allow'],
    ['manager', '/setup/scholar-year', 'allow'],
    ['manager', '/setup/scholar-year/view/1', 'allow'],
    ['manager', '/setup/scholar-year/edit/1', 'forbidden'],
    ['manager', '/setup/public-holidays/add', 'forbidden'],
    ['manager', '/setup/sectors/add', 'allow'],
    ['manager', '/setup/sectors/edit/1', 'allow'],
    ['manager', '/internal-system/tutoring/reports/edit/1', 'allow'],
    ['manager', '/internal-system/tutoring/reports/add', 'allow'],
    ['manager', '/profile/coordinators/add', 'allow'],
    ['manager', '/internal-system/tutoring/pairs/add', 'forbidden'],
    ['manager', '/profile/administrators/view/1', 'allow'],
    ['manager', '/profile/administrators/edit/1', 'forbidden'],
    ['manager', '/profile/coordinators/edit/1', 'allow'],
    ['manager', '/internal-system/tutoring/pairs', 'allow'],
    ['manager', '/statistiques', 'forbidden'],
    ['coordinator', '/statistiques', 'allow'],
    ['coordinator', '/internal-system/tutoring/calendar', 'allow'],
    ['coordinator', '/manage/entreprise', 'forbidden'],
    ['coordinator', '/profile/collaborators', 'allow'],
    ['coordinator', '/manage/vsc/add', 'allow'],
    ['coordinator', '/setup/availability/edit/1', 'forbidden'],
    ['recruiter', '/manage/tutors/add', 'allow'],
    ['recruiter', '/manage/tutors/edit/1', 'allow'],
    ['recruiter', '/internal-system/tutoring/sessions/add', 'allow'],
    ['recruiter', '/internal-system/tutoring/calendar', 'allow'],
    ['recruiter', '/profile/collaborators', 'allow'],
    ['recruiter', '/profile/collaborators/view/1', 'allow'],
    ['recruiter', '/profile/collaborators/edit/1', 'forbidden'],
    ['recruiter', '/internal-system/tutoring/reports', 'forbidden'],
    ['recruiter', '/manage/parents', 'forbidden'],
    ['recruiter', '/setup/scholar-year', 'forbidden'],
    ['vsc', '/manage/establishments', 'allow'],
    ['vsc', '/manage/establishments/view/1', 'allow'],
    ['vsc', '/manage/establishments/add', 'forbidden'],
    ['vsc', '/internal-system/tutoring/sc-reports/edit/1', 'allow'],
    ['vsc', '/internal-system/tutoring/reports/add', 'forbidden'],
    ['vsc', '/manage/matching', 'allow'],
    ['vsc', '/setup/scholar-year', 'forbidden'],
  ];
  it.each(table)('%s %s → %s', (role, path, expected) => expect(outcome(path, user(role))).toBe(expected));
});

describe('a super administrator acting as recruiter or coordinator (section 2)', () => {
  it.each(['recruiter', 'coordinator'])('the first profile %s picks the role, its routes and its menu', (role) => {
    const admin = user('super_administrator', { userRoleList: [{ profileName: role }, { profileName: 'super_administrator' }] });
    expect(effectiveRole(admin)).toBe(role);
    expect(shape(menuFor(admin))).toEqual(shape(menuFor(user(role))));
    expect(outcome('/setup/scholar-year/edit/1', admin)).toBe('forbidden');
  });

  it('another first profile leaves the administrator as they are', () => {
    const admin = user('super_administrator', { userRoleList: [{ profileName: 'manager' }] });
    expect(effectiveRole(admin)).toBe('super_administrator');
  });

  it('nobody else changes role through the list', () => {
    expect(effectiveRole(user('recruiter', { userRoleList: [{ profileName: 'super_administrator' }] }))).toBe('recruiter');
    expect(outcome('/setup/scholar-year', user('vsc', { userRoleList: [{ profileName: 'super_administrator' }] }))).toBe('forbidden');
  });
});

describe('staff dashboard (section 2)', () => {
  const cards = (who: SessionUser) => dashboardCardsFor(who).map((card) => card.key);

  it('shows the six cards, matching counting the students waiting for a tutor and reports those to validate', () => {
    const all = dashboardCardsFor(user('super_administrator'));
    expect(all.map((card) => card.key)).toEqual(['tutors', 'parents', 'students', 'sessions', 'matching', 'reports']);
    expect(all.filter((card) => card.countWhere).map((card) => [card.key, card.resource, card.countWhere])).toEqual([
      ['matching', 'matching', { status: { $in: ['unmatched', 'partial'] } }],
      ['reports', 'classReports', { status: { $in: ['entered', 'confirmed'] }, isValidated: { $ne: true } }],
    ]);
    expect(all.filter((card) => card.captionKey).map((card) => card.captionKey)).toEqual(['dashboard.captions.matching', 'dashboard.captions.reports']);
    for (const card of all) expect(outcome(card.path, user('super_administrator')), card.path).toBe('allow');
  });

  it.each(['manager', 'coordinator'])('hides parents and matching for a %s of solidarity tutoring', (role) => {
    const solidarity = user(role, { administrationPreferences: { program: ['az-fac-5f87232', 'az-rem-4ca0f8d'] } });
    expect(cards(solidarity)).toEqual(['tutors', 'students', 'sessions', 'reports']);
    expect(cards(user(role, { administrationPreferences: { program: ['az-rem-4ca0f8d'] } }))).toContain('parents');
  });

  it('keeps them for a super administrator whatever their programs', () => {
    expect(cards(user('super_administrator', { administrationPreferences: { program: ['az-fac-5f87232'] } }))).toContain('matching');
  });

  it('shows a recruiter only the areas whose list they have (no report screen: no reports card)', () => {
    expect(cards(user('recruiter'))).toEqual(['tutors', 'sessions']);
  });

  it('the coordinator home depends on their first program', () => {
    expect(homeVariantFor(user('coordinator', { administrationPreferences: { program: ['az-fac-5f87232'] } }))).toBe('alternative');
    expect(homeVariantFor(user('coordinator', { administrationPreferences: { program: ['az-rem-4ca0f8d', 'az-fac-5f87232'] } }))).toBe('standard');
    expect(homeVariantFor(user('manager', { administrationPreferences: { program: ['az-fac-5f87232'] } }))).toBe('standard');
  });
});
