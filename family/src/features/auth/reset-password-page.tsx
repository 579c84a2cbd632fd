import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUCCESS_MESSAGES } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** /reset-password?token=… (and per role): the link of the recovery mail, good once and for one hour. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A child invited by their parent (`invitation=child`) is welcomed: the same link, first password.
  const welcome = params.get('invitation') === 'child';
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);

  return (
    <section className="card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t(welcome ? 'familyChildren.welcome.title' : 'auth.reset.title')}</h1>
      {welcome && <p>{t('familyChildren.welcome.body')}</p>}
      {!token ? (
        <Alert kind="error">{t('auth.reset.missingToken')}</Alert>
      ) : (
        <NewPasswordForm
          submitLabel={t('auth.reset.submit')}
          before={
            problem && (
              <Alert kind="error">
                {t(problem.message)} {problem.code === 'invalidLink' && <Link to="/recover-password">{t('auth.login.forgotPassword')}</Link>}
              </Alert>
            )
          }
          submit={async (newPassword) => {
            setProblem(undefined);
            const { data, error } = await api
              .POST('/auth/reset-password', { body: { token, newPassword } })
              .catch(() => ({ data: undefined, error: undefined }));
            if (data) navigate('/login', { replace: true, state: { notice: SUCCESS_MESSAGES.passwordResetDone } });
            else setProblem(problemOf(error));
            return undefined;
          }}
        />
      )}
      <Link to="/login">{t('auth.common.backToLogin')}</Link>
    </section>
  );
}
