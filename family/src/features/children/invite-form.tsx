import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { childInvitationSchema, ERROR_MESSAGES, invitationModes, SUCCESS_MESSAGES, type Language } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { errorsFromIssues, type FieldErrors } from '../../forms/form-errors.ts';
import type { ChildRecord, InvitationMode } from './children-data.ts';

interface InviteFormProps {
  child: ChildRecord;
  name: string;
  invite(mode: InvitationMode): Promise<{ mode: InvitationMode; state: 'sent' | 'queued' }>;
  /** Back to the list with the catalogue's message. */
  onDone(notice: { kind: 'success' | 'error'; text: string }): void;
  onCancel(): void;
}

/**
 * Invite a child (section 5): by e-mail or by phone, a mode that must be chosen (the schema's
 * `childInvitationSchema` says so, and what each mode needs); a mode without an address is not offered.
 */
export function InviteForm({ child, name, invite, onDone, onCancel }: InviteFormProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<InvitationMode | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const email = child.contactDetails?.email;
  const phone = child.contactDetails?.phoneNumber;
  const addressOf = (value: InvitationMode) => (value === 'email' ? email : phone);

  useEffect(() => {
    document.getElementById('invite-title')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = childInvitationSchema.safeParse({
      childUserId: child.id,
      ...(mode && { mode }),
      ...(email && { email }),
      ...(phone && { phoneNumber: phone }),
    });
    if (!checked.success) {
      const found = errorsFromIssues(checked.error.issues, i18n.language as Language, { mode: t('familyChildren.invitation.mode') });
      setErrors(found.mode ? { mode: found.mode } : found);
      document.querySelector<HTMLInputElement>('.invite-form input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    if (mode === '') return;
    setErrors({});
    setSending(true);
    try {
      const answer = await invite(mode);
      if (answer.state === 'sent') onDone({ kind: 'success', text: t(SUCCESS_MESSAGES.invitationSent, { to: addressOf(mode) }) });
      else onDone({ kind: 'error', text: `${t(ERROR_MESSAGES.invitationFailed)} ${t('familyChildren.invitation.retryLater')}` });
    } catch (error) {
      const problem = problemOf(error);
      setFailure(problem.code === 'network' ? ERROR_MESSAGES.invitationFailed : problem.message);
    } finally {
      setSending(false);
    }
  }

  const modeError = errors.mode ?? errors.email ?? errors.phoneNumber;
  return (
    <section className="card invite-form" aria-labelledby="invite-title">
      <h2 id="invite-title" tabIndex={-1}>
        {t('familyChildren.invitation.title', { name })}
      </h2>
      <p>{t('familyChildren.invitation.body')}</p>
      {failure && <Alert kind="error">{t(failure)}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={`choices${modeError ? ' field-invalid' : ''}`} aria-describedby={modeError ? 'invite-mode-error' : undefined}>
          <legend>
            {t('familyChildren.invitation.mode')}{' '}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          </legend>
          {invitationModes.values.map((value) => {
            const address = addressOf(value);
            return (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  required
                  disabled={!address}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setErrors({});
                  }}
                />
                {t(invitationModes.labelKey(value))}{' '}
                {address ? `(${address})` : `— ${t(value === 'email' ? 'familyChildren.invitation.noEmail' : 'familyChildren.invitation.noPhone')}`}
              </label>
            );
          })}
          {modeError && (
            <p id="invite-mode-error" className="field-error">
              {modeError}
            </p>
          )}
        </fieldset>
        <div className="actions">
          <button type="submit" className="primary" disabled={sending}>
            {t('familyChildren.invitation.send')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('familyChildren.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
