import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POLLING_INTERVAL_MS, SUCCESS_MESSAGES } from '@binome/schema';
import { api } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';

/**
 * After registering: polls `GET /v1/auth/email-verified` every 3 s (section 4) and goes to /login once the
 * address is verified (in this tab or any other). The server answers only the browser that registered: the
 * registration set an httpOnly cookie limited to this route, which the same-origin request carries by itself;
 * the id only has to agree with it.
 */
export function WaitForVerification({
  email,
  userId,
  verificationSent,
  staff = false,
}: {
  email: string;
  userId: string;
  verificationSent: boolean;
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [resent, setResent] = useState(false);

  useEffect(() => {
    if (!verificationSent) return;
    let stopped = false;
    const poll = async () => {
      const { data } = await api.GET('/auth/email-verified', { params: { query: { userId } } }).catch(() => ({ data: undefined }));
      if (stopped) return;
      if (data?.isEmailVerified) navigate('/login', { replace: true, state: { notice: SUCCESS_MESSAGES.registrationDone } });
      else timer = setTimeout(() => void poll(), POLLING_INTERVAL_MS);
    };
    let timer = setTimeout(() => void poll(), POLLING_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [navigate, userId, verificationSent]);

  if (!verificationSent) {
    return (
      <section className="card">
        <Alert kind="success">{t('auth.register.doneWithoutEmail')}</Alert>
        <Link to="/login">{t('auth.common.backToLogin')}</Link>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{t('auth.register.waitingTitle')}</h1>
      <Alert kind="success">{t('success.verificationEmailSent')}</Alert>
      {/* Invited staff choose their password from the mailed link, so the mail is not a plain verification. */}
      <p>{t(staff ? 'auth.register.waitingBodyStaff' : 'auth.register.waitingBody', { email })}</p>
      <p role="status" aria-live="polite" className="polling">
        {t('auth.register.waitingPolling')}
      </p>
      {resent ? (
        <Alert kind="info">{t('success.emailSent')}</Alert>
      ) : (
        <button
          type="button"
          className="link-button"
          onClick={() => void api.POST('/auth/resend-verification', { body: { email } }).then(() => setResent(true))}
        >
          {t('auth.register.resend')}
        </button>
      )}
    </section>
  );
}
