import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import type { ChildRecord, InvitationChannel } from './children-data.ts';

interface InviteFormProps {
  child: ChildRecord;
  name: string;
  invite(channel: InvitationChannel): Promise<{ channel: InvitationChannel; state: 'sent' | 'queued' }>;
  /** Back to the list with the catalogue's message. */
  onDone(notice: { kind: 'success' | 'error'; text: string }): void;
  onCancel(): void;
}

/** Invite a child (section 5): by e-mail or by phone, a mode that must be chosen; a mode without an address is off. */
export function InviteForm({ child, name, invite, onDone, onCancel }: InviteFormProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<InvitationChannel | ''>('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const email = child.contactDetails?.email;
  const phone = child.contactDetails?.phoneNumber;

  useEffect(() => {
    document.getElementById('invite-title')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (channel === '') {
      setMissing(true);
      document.querySelector<HTMLInputElement>('.invite-form input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await invite(channel);
      const to = channel === 'email' ? email : phone;
      if (answer.state === 'sent') onDone({ kind: 'success', text: t(SUCCESS_MESSAGES.invitationSent, { to }) });
      else onDone({ kind: 'error', text: `${t(ERROR_MESSAGES.invitationFailed)} ${t('familyChildren.invitation.retryLater')}` });
    } catch (error) {
      const problem = problemOf(error);
      setFailure(problem.code === 'network' ? ERROR_MESSAGES.invitationFailed : problem.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card invite-form" aria-labelledby="invite-title">
      <h2 id="invite-title" tabIndex={-1}>
        {t('familyChildren.invitation.title', { name })}
      </h2>
      <p>{t('familyChildren.invitation.body')}</p>
      {failure && <Alert kind="error">{t(failure)}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={`choices${missing ? ' field-invalid' : ''}`} aria-describedby={missing ? 'invite-mode-error' : undefined}>
          <legend>
            {t('familyChildren.invitation.mode')} <span className="required-mark" aria-hidden="true">*</span>
          </legend>
          <label className="choice">
            <input type="radio" name="channel" value="email" required disabled={!email} checked={channel === 'email'} onChange={() => { setChannel('email'); setMissing(false); }} />
            {email ? t('familyChildren.invitation.email', { to: email }) : t('familyChildren.invitation.noEmail')}
          </label>
          <label className="choice">
            <input type="radio" name="channel" value="sms" required disabled={!phone} checked={channel === 'sms'} onChange={() => { setChannel('sms'); setMissing(false); }} />
            {phone ? t('familyChildren.invitation.sms', { to: phone }) : t('familyChildren.invitation.noPhone')}
          </label>
          {missing && (
            <p id="invite-mode-error" className="field-error">
              {t('familyChildren.invitation.modeRequired')}
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
