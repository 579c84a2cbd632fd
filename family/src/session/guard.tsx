import { useEffect, useEffectEvent, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decideRoute, STORAGE_KEYS, type GuardDecision, type GuardInput, type StaffRouting } from '@binome/schema';
import { useSession } from './session.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { Loading } from '../components/loading.tsx';

/**
 * What the family app knows of the staff app without loading it: a staff member's home is `/` (the server sends
 * them the staff app there), and no staff path. The whole domain (abilities, every resource) stays out of the first
 * page; a path that this view does not know is asked again of the full guard, loaded then (below).
 */
const STAFF_SEEN_FROM_FAMILY: StaffRouting = { routesOf: () => ['/'], patterns: () => [] };

/** The full guard's word on a path the light view calls unknown: a staff path is refused, not 'not found'. */
function useFullDecision(input: GuardInput, light: GuardDecision): GuardDecision | undefined {
  const [full, setFull] = useState<{ path: string; decision: GuardDecision }>();
  const needed = light.outcome === 'notFound' && input.user !== null;
  // The input is rebuilt on every render: the path and the user decide when to ask again, the latest input is asked.
  const latestInput = useEffectEvent(() => input);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const path = input.path;
    void import('./full-guard.ts').then(({ guardRoute }) => current && setFull({ path, decision: guardRoute(latestInput()) }));
    return () => {
      current = false;
    };
  }, [needed, input.path, input.user]);
  if (!needed) return light;
  return full?.path === input.path ? full.decision : undefined;
}

/**
 * The route guard of section 2, decided by the schema's pure function on every navigation: public pages, the
 * redirect of a signed-in user away from sign-in pages, private pages for their roles only.
 */
export function Guarded() {
  const { session } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const input: GuardInput = { path: location.pathname, user: session?.user ?? null, familyLock: localStorage.getItem(STORAGE_KEYS.familyLock) === 'true' };
  const decision = useFullDecision(input, decideRoute(input, STAFF_SEEN_FROM_FAMILY));
  if (session === undefined || decision === undefined) return <Loading />;
  // A temporary password is replaced before anything else.
  if (session?.mustChangePassword && location.pathname !== '/update-your-password') return <Navigate to="/update-your-password" replace />;
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
