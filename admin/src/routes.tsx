import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { RouteObject } from 'react-router';
import type { StaffPage } from '@binome/schema';
import { staffRoutePaths } from './route-paths.ts';
import { Guarded } from './screens/guarded.tsx';
import { ResourceScreen } from './screens/resource-screen.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

const CalendarPage = lazy(() => import('./pages/calendar-page.tsx').then((module) => ({ default: module.CalendarPage })));
const AccountPage = lazy(() => import('./pages/account-page.tsx').then((module) => ({ default: module.AccountPage })));
const SessionsManagePage = lazy(() => import('./pages/sessions-manage-page.tsx').then((module) => ({ default: module.SessionsManagePage })));
const StatisticsPage = lazy(() => import('./pages/statistics-page.tsx').then((module) => ({ default: module.StatisticsPage })));
// The support pages: each its own chunk, with its words (words/support-words.ts).
const HistoryPage = lazy(() => import('./pages/history-page.tsx').then((module) => ({ default: module.HistoryPage })));
const SecurityLogPage = lazy(() => import('./pages/security-log-page.tsx').then((module) => ({ default: module.SecurityLogPage })));
const ApiKeysPage = lazy(() => import('./pages/api-keys-page.tsx').then((module) => ({ default: module.ApiKeysPage })));

const audienceList = (name: 'TutorQuizPage' | 'ParentQuizPage' | 'TutorVideoPage' | 'ParentVideoPage') =>
  lazy(() => import('./pages/audience-list-page.tsx').then((module) => ({ default: module[name] })));

/** What each staff page of section 2 shows. */
const PAGE_SCREENS: Record<StaffPage, ComponentType> = {
  home: DashboardPage,
  statistics: StatisticsPage,
  calendar: CalendarPage,
  sessionsManage: SessionsManagePage,
  // The onboarding's content, per audience: the generic lists of quiz questions and training videos.
  parentQuiz: audienceList('ParentQuizPage'),
  tutorQuiz: audienceList('TutorQuizPage'),
  parentVideo: audienceList('ParentVideoPage'),
  tutorVideo: audienceList('TutorVideoPage'),
  history: HistoryPage,
  securityLog: SecurityLogPage,
  apiKeys: ApiKeysPage,
};

const guarded = (element: ReactNode) => (
  <Guarded>
    <Suspense fallback={<Spin size="large" className="screen-loading" />}>{element}</Suspense>
  </Guarded>
);

/**
 * Every staff path of section 2, for every role: which of them a person may open is the guard's answer (the
 * schema's `guardRoute`), so a forced address shows a refusal, not a broken page.
 */
export function staffRoutes(): RouteObject[] {
  const routes = staffRoutePaths().map((route) => {
    switch (route.kind) {
      case 'page': {
        const Screen = PAGE_SCREENS[route.page];
        return { path: route.path, element: guarded(<Screen />) };
      }
      case 'screen':
        return {
          path: route.path,
          element: guarded(<ResourceScreen key={`${route.resource.name}-${route.action}`} resource={route.resource} action={route.action} />),
        };
      case 'account':
        return { path: route.path, element: guarded(<AccountPage />) };
    }
  });
  return [...routes, { path: '*', element: guarded(<NotFoundPage />) }];
}
