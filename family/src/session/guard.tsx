import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardRoute, STORAGE_KEYS } from '@binome/schema';
import { useSession } from './session.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { Loading } from '../components/loading.tsx';

/**
 * The route guard of section 2, decided by the schema's pure function on every navigation: public pages, the
 * redirect of a signed-in user away from sign-in pages, private pages for their roles only.
 */
export function Guarded() {
  const { session } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  if (session === undefined) return <Loading />;
  // A temporary password is replaced before anything else.
  if (session?.mustChangePassword && location.pathname !== '/update-your-password') return <Navigate to="/update-your-password" replace />;
  const decision = guardRoute({ path: location.pathname, user: session?.user ?? null, familyLock: localStorage.getItem(STORAGE_KEYS.familyLock) === 'true' });
  switch (decision.outcome) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      if (decision.to === '/' && session && isStaff(session.role)) {
        // Staff have their home in the staff app, which the server sends for `/`.
        window.location.replace('/');
        return <Loading />;
      }
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <NotFoundPage title={t('pages.forbidden.title')} body={t('pages.forbidden.body')} />;
    default:
      return <NotFoundPage />;
  }
}

const STAFF = new Set(['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc']);
export const isStaff = (role: string) => STAFF.has(role);
