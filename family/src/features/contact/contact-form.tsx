import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECT_MAX, CONTACT_TEXT_MAX, contactMessages } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { useSendMessage } from './contact-data.ts';

/**
 * The new message: subject and text, checked by the descriptor's own rules before sending and by the server after.
 * What was typed stays until the server has stored it: a failure keeps it, leaving asks first.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendMessage();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const labels = { subject: t('contactMessages.fields.subject'), text: t('contactMessages.fields.text') };
  const dirty = subject.trim() !== '' || text.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setFailure(undefined);
    const checked = contactMessages.schemas.create.safeParse({ subject, text });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues, language, labels));
    setErrors({});
    try {
      await send.mutateAsync({ subject, text });
      setSubject('');
      setText('');
      setSent(true);
    } catch (error) {
      const problem = problemOf(error);
      const fieldErrors = errorsFromProblem(problem, language, labels);
      setErrors(fieldErrors);
      if (!fieldErrors.subject && !fieldErrors.text) setFailure(problem.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('family.contact.formTitle')}</h2>
      {sent && <Alert kind="success">{t('family.contact.sent')}</Alert>}
      {failure && <Alert kind="error">{t(failure)}</Alert>}
      <TextField
        label={labels.subject}
        name="subject"
        required
        maxLength={CONTACT_SUBJECT_MAX}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label={labels.text}
        name="text"
        required
        rows={6}
        maxLength={CONTACT_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
        hint={t('family.contact.characters', { count: text.length, max: CONTACT_TEXT_MAX })}
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={send.isPending}>
          {send.isPending ? t('family.contact.sending') : t('family.contact.send')}
        </button>
      </div>
      <UnsavedChangesPrompt dirty={dirty && !send.isPending} />
    </form>
  );
}
