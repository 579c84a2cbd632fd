import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { TextField } from '../../components/text-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { useBotCheck } from '../../forms/use-bot-check.ts';
import { goAfterSignIn } from './after-sign-in.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { Loading } from '../../components/loading.tsx';

// The phone sign-in checks numbers with libphonenumber and the schema's rules: loaded when chosen, not with /login.
const PhoneSignIn = lazy(() => import('./phone-sign-in.tsx').then((m) => ({ default: m.PhoneSignIn })));

/** Messages that may arrive in the address (from a provider's round trip): catalogue keys only. */
const isCatalogueKey = (value: string | null): value is string => value !== null && /^(errors|success)\.[A-Za-z]+$/.test(value);

/** /login, shared by every role: e-mail and password, a code by text message, or a provider. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [mode, setMode] = useState<'password' | 'phone'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const botCheck = useBotCheck();
  const addressError = params.get('error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error } = await api.POST('/auth/login', { body: { email, password }, headers: botCheck.headers() });
      if (data) return await goAfterSignIn(data, navigate, refresh);
      setProblem(problemOf(error));
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      botCheck.reset();
      setBusy(false);
    }
  };

  const resendVerification = async () => {
    await api.POST('/auth/resend-verification', { body: { email } });
    setResent(true);
  };

  return (
    <section className="card" aria-labelledby="login-title">
      <h1 id="login-title">{t('pages.login.title')}</h1>
      <p>{t('auth.login.intro')}</p>
      {notice && isCatalogueKey(notice) && <Alert kind="success">{t(notice)}</Alert>}
      {isCatalogueKey(addressError) && <Alert kind="error">{t(addressError)}</Alert>}

      {mode === 'password' ? (
        <form onSubmit={submit} noValidate>
          {problem && (
            <Alert kind="error">
              {t(problem.message)}
              {problem.message === ERROR_MESSAGES.tooManyAttempts && (
                <>
                  {' '}
                  <Link to="/recover-password">{t('auth.login.resetOffer')}</Link>
                </>
              )}
              {problem.message === ERROR_MESSAGES.mustFinishRegistration && !resent && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={() => void resendVerification()}>
                    {t('auth.login.resendVerification')}
                  </button>
                </>
              )}
            </Alert>
          )}
          {resent && <Alert kind="success">{t('success.verificationEmailSent')}</Alert>}
          <TextField
            label={t('auth.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <PasswordField label={t('auth.login.password')} name="password" value={password} onChange={setPassword} autoComplete="current-password" />
          <div ref={botCheck.container} />
          <button type="submit" className="primary" disabled={busy}>
            {t('auth.login.submit')}
          </button>
          <p>
            <Link to="/recover-password">{t('auth.login.forgotPassword')}</Link>
          </p>
        </form>
      ) : (
        <Suspense fallback={<Loading />}>
          <PhoneSignIn />
        </Suspense>
      )}

      <div className="separator">{t('auth.common.or')}</div>
      <button type="button" className="button" onClick={() => setMode(mode === 'password' ? 'phone' : 'password')}>
        {mode === 'password' ? t('auth.login.withPhone') : t('auth.login.withEmail')}
      </button>
      <ProviderButtons />
      <p>
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.register')}</Link>
      </p>
    </section>
  );
}
