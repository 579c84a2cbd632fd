import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guardRoute } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** Paths this app draws; anything else the guard sends to (a public page, a family page) is a full page load. */
const STAFF_APP_PATH = /^\/(?!login$|register$|recover-password$|reset-password$|change-password$|update-your-password$|family$)/;

/**
 * Section 2's route guard, the schema's pure function, on every screen: a screen of the app that this role does
 * not have says so (403), a path no role has is 'Page introuvable', and the guard's redirects are followed.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { user } = useStaffSession();
  const { pathname } = useLocation();
  const decision = guardRoute({ path: pathname, user });
  switch (decision.outcome) {
    case 'allow':
      return <>{children}</>;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'redirect':
      if (STAFF_APP_PATH.test(decision.to)) return <Navigate to={decision.to} replace />;
      window.location.assign(decision.to);
      return null;
  }
}
