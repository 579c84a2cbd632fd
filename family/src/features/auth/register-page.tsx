import '../account/privacy-words.ts';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { genders, registrationSchema } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { TextField } from '../../components/text-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { useBotCheck } from '../../forms/use-bot-check.ts';
import { registrationKindOf } from './registration-kinds.ts';
import { WaitForVerification } from './wait-for-verification.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  gender: '',
  password: '',
  acceptTerms: false,
  acceptStatisticsRecontact: false,
};

/** /tutor|parent|student|IS/register: the section 5 rules checked as the person types, then by the server. */
export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = registrationKindOf(useLocation().pathname.split('/')[1]);
  const botCheck = useBotCheck();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ userId: string; verificationSent: boolean } | undefined>(undefined);
  const labels = useMemo(
    () => ({
      firstName: t('auth.register.firstName'),
      lastName: t('auth.register.lastName'),
      email: t('auth.register.email'),
      phoneNumber: t('auth.register.phoneNumber'),
      dateOfBirth: t('auth.register.dateOfBirth'),
      password: t('auth.register.password'),
      acceptTerms: t('auth.register.acceptTerms'),
    }),
    [t],
  );
  if (!kind) return <NotFoundPage />;
  if (registered)
    return <WaitForVerification email={form.email} userId={registered.userId} verificationSent={registered.verificationSent} staff={kind === 'IS'} />;

  const set = (name: keyof typeof EMPTY) => (value: string | boolean) => setForm((current) => ({ ...current, [name]: value }));
  const dirty = JSON.stringify(form) !== JSON.stringify(EMPTY) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const body = {
      firstName: form.firstName,
      lastName: form.lastName,
      ...(form.email.trim() && { email: form.email }),
      ...(form.phoneNumber.trim() && { phoneNumber: form.phoneNumber }),
      dateOfBirth: form.dateOfBirth,
      ...(form.gender && { gender: form.gender }),
      password: form.password,
      acceptTerms: form.acceptTerms,
      // Optional, recorded with its date and version by the server (privacy policy, section 2).
      ...(form.acceptStatisticsRecontact && { acceptStatisticsRecontact: true }),
    };
    const checked = registrationSchema().safeParse(body);
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues, language, labels));
    setErrors({});
    setBusy(true);
    try {
      const { data, error } = await api.POST('/auth/register/{kind}', { params: { path: { kind } }, body: body as never, headers: botCheck.headers() });
      if (data) return setRegistered(data);
      const failure = problemOf(error);
      setErrors(errorsFromProblem(failure, language, labels));
      setProblem(failure);
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      botCheck.reset();
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="register-title">
      <h1 id="register-title">{t('auth.register.title', { role: t(`auth.register.roles.${kind}`) })}</h1>
      <p>{t('auth.register.intro')}</p>
      <form onSubmit={submit} noValidate>
        {problem && <Alert kind="error">{t(problem.message)}</Alert>}
        <div className="row">
          <TextField
            label={labels.firstName}
            name="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
            error={errors.firstName}
            required
          />
          <TextField
            label={labels.lastName}
            name="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
            error={errors.lastName}
            required
          />
        </div>
        <TextField
          label={labels.email}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => set('email')(event.target.value)}
          error={errors.email}
          hint={t('auth.register.contactHint')}
        />
        <TextField
          label={labels.phoneNumber}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          value={form.phoneNumber}
          onChange={(event) => set('phoneNumber')(event.target.value)}
          error={errors.phoneNumber}
        />
        <TextField
          label={labels.dateOfBirth}
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          value={form.dateOfBirth}
          onChange={(event) => set('dateOfBirth')(event.target.value)}
          error={errors.dateOfBirth}
          required
        />
        <div className="field">
          <label htmlFor="gender">{t('auth.register.gender')}</label>
          <select id="gender" name="gender" value={form.gender} onChange={(event) => set('gender')(event.target.value)}>
            <option value="">{t('auth.register.genderUnset')}</option>
            {genders.values.map((gender) => (
              <option key={gender} value={gender}>
                {t(`enums.gender.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <PasswordField
          label={labels.password}
          name="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          error={errors.password}
          showRules
        />
        <div className={`field checkbox${errors.acceptTerms ? ' field-invalid' : ''}`}>
          <input
            id="acceptTerms"
            type="checkbox"
            checked={form.acceptTerms}
            onChange={(event) => set('acceptTerms')(event.target.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
          />
          <label htmlFor="acceptTerms">
            {t('auth.register.acceptTerms')} (<Link to="/terms">{t('pages.terms.title')}</Link>, <Link to="/privacy">{t('pages.privacy.title')}</Link>)
          </label>
          {errors.acceptTerms && (
            <p id="acceptTerms-error" className="field-error">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <div className="field checkbox">
          <input
            id="acceptStatisticsRecontact"
            type="checkbox"
            checked={form.acceptStatisticsRecontact}
            onChange={(event) => set('acceptStatisticsRecontact')(event.target.checked)}
          />
          <label htmlFor="acceptStatisticsRecontact">{t('familyPrivacy.register.statisticsRecontact')}</label>
        </div>
        <div ref={botCheck.container} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('auth.common.sending') : t('auth.register.submit')}
        </button>
      </form>
      <p>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.login.submit')}</Link>
      </p>
      <UnsavedChangesPrompt dirty={dirty} />
    </section>
  );
}
