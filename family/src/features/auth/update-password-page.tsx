import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeAfterSignIn, type Role } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { Alert } from '../../components/alert.tsx';
import { isStaff } from '../../session/guard.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** /update-your-password: an account created by staff replaces its temporary password before anything else. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, refresh } = useSession();
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  if (!session?.mustChangePassword) return <Navigate to={session ? '/' : '/login'} replace />;
  return (
    <section className="card" aria-labelledby="update-title">
      <h1 id="update-title">{t('auth.update.title')}</h1>
      <p>{t('auth.update.intro')}</p>
      <NewPasswordForm
        submitLabel={t('auth.reset.submit')}
        before={problem && <Alert kind="error">{t(problem.message)}</Alert>}
        submit={async (newPassword) => {
          const { data, error } = await api.POST('/auth/update-password', { body: { newPassword } }).catch(() => ({ data: undefined, error: undefined }));
          if (!data) return void setProblem(problemOf(error));
          const next = await refresh();
          const home = homeAfterSignIn(session.role as Role);
          if (next && isStaff(next.role)) window.location.assign(home);
          else navigate(home, { replace: true });
          return undefined;
        }}
      />
    </section>
  );
}
