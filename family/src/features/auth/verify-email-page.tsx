import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';

/**
 * The page of the verification link. It confirms with a POST once the page has loaded, so that mail scanners
 * that open links do not use the token up.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'verifying' | 'done' | 'failed'>('verifying');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return setState('failed');
    void api.POST('/auth/verify-email', { body: { token } }).then(
      ({ data }) => setState(data ? 'done' : 'failed'),
      () => setState('failed'),
    );
  }, [token]);

  return (
    <section className="card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('auth.verifyEmail.title')}</h1>
      {state === 'verifying' && <p role="status">{t('auth.verifyEmail.verifying')}</p>}
      {state === 'done' && <Alert kind="success">{t('auth.verifyEmail.done')}</Alert>}
      {state === 'failed' && <Alert kind="error">{t('auth.verifyEmail.failed')}</Alert>}
      <Link to="/login">{t('auth.common.backToLogin')}</Link>
    </section>
  );
}
