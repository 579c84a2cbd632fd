import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getResource } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { TextField } from '../../components/text-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { useSession } from '../../session/session.tsx';

const EMPTY = { fullName: '', email: '', phoneNumber: '', message: '' };

/** /data-deletion: a real request, filed for the team (they see it among the data deletion requests). */
export function DataDeletionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { session } = useSession();
  const [form, setForm] = useState(() => ({
    ...EMPTY,
    fullName: [session?.user.contactDetails?.firstName, session?.user.contactDetails?.lastName].filter(Boolean).join(' '),
    email: session?.user.contactDetails?.email ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const labels = useMemo(
    () => ({
      fullName: t('auth.dataDeletion.fullName'),
      email: t('auth.dataDeletion.email'),
      phoneNumber: t('auth.dataDeletion.phoneNumber'),
      message: t('auth.dataDeletion.message'),
    }),
    [t],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const body = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')) as typeof EMPTY;
    // The descriptor's own create rules: names, e-mail, French phone, one of the two.
    const checked = getResource('dataDeletionRequests').entity.schemas.create.safeParse(body);
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues, language, labels));
    setErrors({});
    setBusy(true);
    try {
      const { data, error } = await api.POST('/data-deletion-requests/submit', { body });
      if (data) return setDone(true);
      const failure = problemOf(error);
      setErrors(errorsFromProblem(failure, language, labels));
      setProblem(failure);
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="deletion-title">
      <h1 id="deletion-title">{t('pages.dataDeletion.title')}</h1>
      <p>{t('auth.dataDeletion.intro')}</p>
      {done ? (
        <Alert kind="success">{t('success.dataDeletionRequested')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          {problem && <Alert kind="error">{t(problem.message)}</Alert>}
          <TextField
            label={labels.fullName}
            name="fullName"
            autoComplete="name"
            value={form.fullName}
            onChange={(event) => setForm({ ...form, fullName: event.target.value })}
            error={errors.fullName}
            required
          />
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            error={errors.email}
            hint={t('auth.dataDeletion.contactHint')}
          />
          <TextField
            label={labels.phoneNumber}
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            value={form.phoneNumber}
            onChange={(event) => setForm({ ...form, phoneNumber: event.target.value })}
            error={errors.phoneNumber}
          />
          <div className="field">
            <label htmlFor="deletion-message">{labels.message}</label>
            <textarea
              id="deletion-message"
              name="message"
              rows={4}
              maxLength={2000}
              value={form.message}
              onChange={(event) => setForm({ ...form, message: event.target.value })}
            />
          </div>
          <button type="submit" className="primary" disabled={busy}>
            {t('auth.dataDeletion.submit')}
          </button>
          <UnsavedChangesPrompt dirty={!busy && form.message.trim() !== ''} />
        </form>
      )}
    </section>
  );
}
