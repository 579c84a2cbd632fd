import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@binome/schema';
import { PasswordField } from '../../components/password-field.tsx';
import { errorsFromIssues, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';

/**
 * A new password typed twice, checked against the policy before it is sent; the reset, change and forced update
 * pages share it. `submit` answers field errors from the server, if any.
 */
export function NewPasswordForm({
  submitLabel,
  submit,
  before,
}: {
  submitLabel: string;
  submit(newPassword: string): Promise<FieldErrors | undefined>;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setErrors({ newPassword: errorsFromIssues(checked.error.issues, language, { form: t('auth.reset.newPassword') }).form! });
    if (password !== confirmation) return setErrors({ confirmation: t('auth.reset.mismatch') });
    setErrors({});
    setBusy(true);
    try {
      setErrors((await submit(password)) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {before}
      <PasswordField
        label={t('auth.reset.newPassword')}
        name="newPassword"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.newPassword}
        showRules
      />
      <PasswordField
        label={t('auth.reset.confirm')}
        name="confirmation"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={errors.confirmation}
      />
      <button type="submit" className="primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
