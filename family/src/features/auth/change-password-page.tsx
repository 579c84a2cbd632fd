import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { Alert } from '../../components/alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { errorsFromProblem } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { FeedRenewalOffer } from '../account/feed-renewal-offer.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** /change-password: the current password, then a new one; the other sessions end. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { session } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [done, setDone] = useState(false);

  if (!session) {
    return (
      <section className="card">
        <h1>{t('auth.change.title')}</h1>
        <p>{t('auth.change.signInFirst')}</p>
        <Link to="/login">{t('auth.login.submit')}</Link>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="change-title">
      <h1 id="change-title">{t('auth.change.title')}</h1>
      {done ? (
        <>
          <Alert kind="success">{t('success.passwordChanged')}</Alert>
          <FeedRenewalOffer />
        </>
      ) : (
        <NewPasswordForm
          submitLabel={t('auth.change.submit')}
          before={
            <>
              {problem && <Alert kind="error">{t(problem.message)}</Alert>}
              <PasswordField
                label={t('auth.change.currentPassword')}
                name="currentPassword"
                value={currentPassword}
                onChange={setCurrentPassword}
                autoComplete="current-password"
                error={currentError}
              />
            </>
          }
          submit={async (newPassword) => {
            setProblem(undefined);
            setCurrentError(undefined);
            const { data, error } = await api
              .POST('/auth/change-password', { body: { currentPassword, newPassword } })
              .catch(() => ({ data: undefined, error: undefined }));
            if (data) return void setDone(true);
            const failure = problemOf(error);
            const errors = errorsFromProblem(failure, language, {
              currentPassword: t('auth.change.currentPassword'),
              newPassword: t('auth.reset.newPassword'),
            });
            if (errors.currentPassword) setCurrentError(errors.currentPassword);
            else setProblem(failure);
            return errors;
          }}
        />
      )}
    </section>
  );
}
