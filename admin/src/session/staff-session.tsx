import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { reportUser } from '@binome/schema/monitoring';
import { createMongoAbility } from '@casl/ability';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { effectiveRole, isStaffRole, type AppAbility, type StaffRole } from '@binome/schema';
import { loadMe, type Me } from './me-probe.ts';
import { StatusPage } from '../pages/status-page.tsx';

export interface StaffSession {
  user: Me['user'];
  /** The role the person acts as (a super administrator may act as recruiter or coordinator). */
  role: StaffRole;
  /** Built from the rules the server sent: the same rights the server enforces, fields included. */
  ability: AppAbility;
}

const SessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession outside StaffSessionProvider');
  return session;
}

/**
 * Loads the signed-in person once, before any screen: nobody signed in goes to the shared /login page (a full
 * page load: it belongs to the family app), a tutor, parent or student to their own app, a person who must choose
 * a password to that page. Only staff stay.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ session: StaffSession } | { failed: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMe()
      .then((data) => {
        if (cancelled) return;
        if (!data) return window.location.assign('/login');
        const role = effectiveRole(data.user);
        if (data.mustChangePassword) return window.location.assign('/update-your-password');
        if (!isStaffRole(role)) return window.location.assign('/');
        // Error reports name the signed-in person by id only.
        reportUser(data.user);
        setState({ session: { user: data.user, role, ability: createMongoAbility(data.rules) as AppAbility } });
      })
      .catch(() => {
        if (!cancelled) setState({ failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state === null)
    return (
      <div className="staff-loading" role="status">
        <Spin size="large" />
        <span>{t('staff.loading')}</span>
      </div>
    );
  if ('failed' in state)
    return (
      <StatusPage
        tone="warning"
        title={t('staff.loadFailedTitle')}
        body={t('staff.loadFailed')}
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('staff.reload')}
          </Button>
        }
      />
    );
  return <SessionContext.Provider value={state.session}>{children}</SessionContext.Provider>;
}
