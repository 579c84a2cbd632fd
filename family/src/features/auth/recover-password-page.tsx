import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { TextField } from '../../components/text-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { errorsFromIssues } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';

/** /recover-password (and per role): the same answer whether or not an account has the address. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(email);
    if (!checked.success) return setError(errorsFromIssues(checked.error.issues, language, { form: t('auth.recover.email') }).form);
    setError(undefined);
    setBusy(true);
    try {
      const { error: failure } = await api.POST('/auth/recover-password', { body: { email: checked.data } });
      if (failure) setProblem(problemOf(failure));
      else setSent(true);
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="recover-title">
      <h1 id="recover-title">{t('auth.recover.title')}</h1>
      {sent ? (
        <Alert kind="success">{t('auth.recover.sent')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('auth.recover.intro')}</p>
          {problem && <Alert kind="error">{t(problem.message)}</Alert>}
          <TextField
            label={t('auth.recover.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            required
          />
          <button type="submit" className="primary" disabled={busy}>
            {t('auth.recover.submit')}
          </button>
        </form>
      )}
      <Link to="/login">{t('auth.common.backToLogin')}</Link>
    </section>
  );
}
