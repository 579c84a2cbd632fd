import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, normaliseFrenchPhone } from '@binome/schema';
import { translate } from '../../forms/form-errors.ts';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { TextField } from '../../components/text-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { useBotCheck } from '../../forms/use-bot-check.ts';
import { useLanguage } from '../../forms/language.ts';
import { goAfterSignIn } from './after-sign-in.ts';

/** Sign-in with a French phone number and the 6-digit code sent to it. */
export function PhoneSignIn() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const botCheck = useBotCheck();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(undefined);
    if (!normaliseFrenchPhone(phoneNumber)) return setPhoneError(translate(language, 'validation.phone', { field: t('auth.phone.phoneNumber') }));
    setPhoneError(undefined);
    setBusy(true);
    try {
      const { error } = await api.POST('/auth/phone/send-code', { body: { phoneNumber }, headers: botCheck.headers() });
      if (error) setProblem(problemOf(error));
      else setSent(true);
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      botCheck.reset();
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error } = await api.POST('/auth/phone/verify-code', { body: { phoneNumber, code: code.trim() } });
      if (data) return await goAfterSignIn(data, navigate, refresh);
      setProblem(problemOf(error));
    } catch {
      setProblem(problemOf(undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h2>{t('auth.phone.title')}</h2>
      {problem && <Alert kind="error">{t(problem.message)}</Alert>}
      {!sent ? (
        <form onSubmit={sendCode} noValidate>
          <p>{t('auth.phone.intro')}</p>
          <TextField
            label={t('auth.phone.phoneNumber')}
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            inputMode="tel"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            error={phoneError}
            required
          />
          <div ref={botCheck.container} />
          <button type="submit" className="primary" disabled={busy}>
            {t('auth.phone.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Alert kind="info">{t('auth.phone.codeSent')}</Alert>
          <TextField
            label={t('auth.phone.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
          <button type="submit" className="primary" disabled={busy || code.trim().length !== 6}>
            {t('auth.phone.verify')}
          </button>
          <div className="actions">
            <button
              type="button"
              className="link-button"
              onClick={() => void sendCode()}
              disabled={busy || problem?.message === ERROR_MESSAGES.tooManyAttempts}
            >
              {t('auth.phone.resend')}
            </button>
            <button type="button" className="link-button" onClick={() => (setSent(false), setCode(''))}>
              {t('auth.phone.changeNumber')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
