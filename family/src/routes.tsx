import type { RouteObject } from 'react-router';
import { FAMILY_HOME_PATH, FAMILY_ROUTES, ROLE_PATH_SEGMENT, SESSION_JOIN_PATTERN } from '@binome/schema';
import { PublicLayout } from './layout/public-layout.tsx';
import { Guarded } from './session/guard.tsx';
import { Loading } from './components/loading.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { NotFoundPage } from './features/pages/not-found-page.tsx';
import { preloadHomeCards } from './features/home/home-lazy-cards.ts';

const ROLE_PREFIXES = ['tutor', 'parent', 'student', 'IS'] as const;
const ACCOUNT_SEGMENTS = [...new Set(Object.values(ROLE_PATH_SEGMENT))];

// One lazy chunk per feature: the sign-in page is the only page in the first load.
const auth = {
  registerChoice: () => import('./features/auth/register-choice-page.tsx').then((m) => ({ Component: m.RegisterChoicePage })),
  register: () => import('./features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  verifyEmail: () => import('./features/auth/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  recover: () => import('./features/auth/recover-password-page.tsx').then((m) => ({ Component: m.RecoverPasswordPage })),
  reset: () => import('./features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  change: () => import('./features/auth/change-password-page.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
  update: () => import('./features/auth/update-password-page.tsx').then((m) => ({ Component: m.UpdatePasswordPage })),
};
const legal = {
  privacy: () => import('./features/pages/privacy-page.tsx'),
  terms: () => import('./features/pages/terms-page.tsx'),
  dataDeletion: () => import('./features/pages/data-deletion-page.tsx').then((m) => ({ Component: m.DataDeletionPage })),
};
// The home waits for its cards' code too, asked at the same time (a few KB, also for a parent's home, which has
// none of them): drawn before it came, the cards suspended, and React showed them 300 ms late.
const home = () => Promise.all([import('./features/home/home-page.tsx'), preloadHomeCards()]).then(([m]) => ({ Component: m.HomePage }));
const account = () => import('./features/home/account-page.tsx').then((m) => ({ Component: m.AccountPage }));
const preferences = () => import('./features/preferences/preferences-page.tsx').then((m) => ({ Component: m.PreferencesPage }));
const equipment = () => import('./features/equipment/equipment-page.tsx').then((m) => ({ Component: m.EquipmentPage }));
const contact = () => import('./features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage }));
const sessions = () => import('./features/sessions/sessions-page.tsx').then((m) => ({ Component: m.SessionsPage }));
const groupSessions = () => import('./features/sessions/group-sessions-page.tsx').then((m) => ({ Component: m.GroupSessionsPage }));
const sessionsList = () => import('./features/sessions/sessions-list-page.tsx').then((m) => ({ Component: m.SessionsListPage }));
const reports = () => import('./features/reports/reports-page.tsx').then((m) => ({ Component: m.ReportsPage }));
const documents = () => import('./features/documents/documents-page.tsx').then((m) => ({ Component: m.DocumentsPage }));
const sessionPage = () => import('./features/sessions/session-page.tsx').then((m) => ({ Component: m.SessionPage }));
const onboardingVideo = () => import('./features/onboarding/video-page.tsx').then((m) => ({ Component: m.VideoPage }));
const onboardingQuiz = () => import('./features/onboarding/quiz-page.tsx').then((m) => ({ Component: m.QuizPage }));
/** The screens of the families' spaces built so far, by path. */
const SPACE_PAGES: Record<string, RouteObject['lazy']> = {
  '/parent/children': () => import('./features/children/children-page.tsx').then((m) => ({ Component: m.ChildrenPage })),
  '/tutor/preferences': preferences,
  '/student/preferences': preferences,
  ...Object.fromEntries(
    ['tutor', 'parent', 'student'].flatMap((segment) => [
      [`/${segment}/equipment`, equipment],
      [`/${segment}/contact`, contact],
      [`/${segment}/sessions`, sessions],
    ]),
  ),
  '/tutor/listSessions': sessionsList,
  '/student/listSessions': sessionsList,
  '/student/group-sessions': groupSessions,
  '/parent/group-sessions': groupSessions,
  '/tutor/reports': reports,
  '/parent/reports': reports,
  '/student/reports': reports,
  '/tutor/documents': documents,
  '/tutorVideo': onboardingVideo,
  '/parent/video': onboardingVideo,
  '/tutorQuiz': onboardingQuiz,
  '/parent/quiz': onboardingQuiz,
  '/tutor/students': () => import('./features/pupils/pupils-page.tsx').then((m) => ({ Component: m.PupilsPage })),
  '/tutor/training-path': () => import('./features/training/training-path-page.tsx').then((m) => ({ Component: m.TrainingPathPage })),
};

/** Every path of the families' spaces (section 2) but home and the account pages, which have their own lines. */
export const FAMILY_SPACE_PATHS = [...new Set(Object.values(FAMILY_ROUTES).flat())].filter((path) => path !== '/' && !path.endsWith('/account'));

/**
 * Every path of the family app. The guard (the schema's `guardRoute`) runs before any of them: inside the public
 * frame for the public pages, inside the signed-in frame for the spaces, where another role's path shows the
 * refusal page and an unknown path 'Page introuvable'.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // A lazy page opened first (a reload on /register) is still loading when the router starts: without a fallback
    // react-router warns in the console on every such load.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <Guarded />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', lazy: auth.registerChoice },
          ...ROLE_PREFIXES.flatMap((prefix) => [
            { path: `/${prefix}/register`, lazy: auth.register },
            { path: `/${prefix}/recover-password`, lazy: auth.recover },
            { path: `/${prefix}/reset-password`, lazy: auth.reset },
          ]),
          { path: '/recover-password', lazy: auth.recover },
          { path: '/reset-password', lazy: auth.reset },
          { path: '/verify-email', lazy: auth.verifyEmail },
          { path: '/change-password', lazy: auth.change },
          { path: '/update-your-password', lazy: auth.update },
          { path: '/privacy', lazy: legal.privacy },
          { path: '/terms', lazy: legal.terms },
          { path: '/data-deletion', lazy: legal.dataDeletion },
          // Opened from a volunteer certificate's QR code, by anyone.
          { path: '/verify/:code', lazy: () => import('./features/certificates/verify-page.tsx') },
          { path: '/404', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // The frame carries the menus, hence the abilities and every resource: it loads after sign-in, not with /login.
    lazy: () => import('./layout/signed-in-layout.tsx').then((m) => ({ Component: m.SignedInLayout })),
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <Guarded />,
        children: [
          { path: '/', lazy: home },
          { path: FAMILY_HOME_PATH, lazy: home },
          ...ACCOUNT_SEGMENTS.map((segment) => ({ path: `/${segment}/account`, lazy: account })),
          ...FAMILY_SPACE_PATHS.map((path) => ({ path, lazy: SPACE_PAGES[path] ?? home })),
          // Section 2: open to every role; the guard sends a visitor who is not signed in to the login first.
          { path: SESSION_JOIN_PATTERN, lazy: sessionPage },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
