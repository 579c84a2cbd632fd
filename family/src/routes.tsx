import type { RouteObject } from 'react-router';
import { ROLE_PATH_SEGMENT } from '@binome/schema';
import { PublicLayout } from './layout/public-layout.tsx';
import { Guarded } from './session/guard.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { RegisterChoicePage } from './features/auth/register-choice-page.tsx';
import { RegisterPage } from './features/auth/register-page.tsx';
import { VerifyEmailPage } from './features/auth/verify-email-page.tsx';
import { RecoverPasswordPage } from './features/auth/recover-password-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-password-page.tsx';
import { ChangePasswordPage } from './features/auth/change-password-page.tsx';
import { UpdatePasswordPage } from './features/auth/update-password-page.tsx';
import { PrivacyPage } from './features/pages/privacy-page.tsx';
import { TermsPage } from './features/pages/terms-page.tsx';
import { DataDeletionPage } from './features/pages/data-deletion-page.tsx';
import { NotFoundPage } from './features/pages/not-found-page.tsx';
import { HomePage } from './features/home/home-page.tsx';

const ROLE_PREFIXES = ['tutor', 'parent', 'student', 'IS'] as const;
const ACCOUNT_SEGMENTS = [...new Set(Object.values(ROLE_PATH_SEGMENT))];

/**
 * Every path of the family app. The guard (the schema's `guardRoute`) runs before any of them; paths of the
 * families' spaces that are not built yet show the home placeholder.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <Guarded />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterChoicePage /> },
          ...ROLE_PREFIXES.flatMap((prefix) => [
            { path: `/${prefix}/register`, element: <RegisterPage /> },
            { path: `/${prefix}/recover-password`, element: <RecoverPasswordPage /> },
            { path: `/${prefix}/reset-password`, element: <ResetPasswordPage /> },
          ]),
          { path: '/recover-password', element: <RecoverPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/change-password', element: <ChangePasswordPage /> },
          { path: '/update-your-password', element: <UpdatePasswordPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/data-deletion', element: <DataDeletionPage /> },
          { path: '/404', element: <NotFoundPage /> },
          ...ACCOUNT_SEGMENTS.map((segment) => ({ path: `/${segment}/account`, lazy: () => import('./features/home/account-page.tsx').then((m) => ({ Component: m.AccountPage })) })),
          { path: '/parent/children', lazy: () => import('./features/children/children-page.tsx').then((m) => ({ Component: m.ChildrenPage })) },
          ...['tutor', 'parent', 'student'].map((segment) => ({ path: `/${segment}/equipment`, lazy: () => import('./features/equipment/equipment-page.tsx').then((m) => ({ Component: m.EquipmentPage })) })),
          ...['tutor', 'parent', 'student'].map((segment) => ({ path: `/${segment}/contact`, lazy: () => import('./features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })) })),
          { path: '/tutor/preferences', lazy: () => import('./features/preferences/preferences-page.tsx').then((m) => ({ Component: m.PreferencesPage })) },
          { path: '/student/preferences', lazy: () => import('./features/preferences/preferences-page.tsx').then((m) => ({ Component: m.PreferencesPage })) },
          { path: '*', element: <HomePage /> },
        ],
      },
    ],
  },
];
