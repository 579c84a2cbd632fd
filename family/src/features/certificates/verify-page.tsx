import './certificates-words.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatHeldHours } from '@binome/schema';
import { longDay } from './certificate-dates.ts';
import { Loading } from '../../components/loading.tsx';
import { Alert } from '../../components/alert.tsx';

interface Verification {
  tutorName: string;
  from: string;
  to: string;
  minutes: number;
  issuedAt: string;
  revoked: boolean;
}

/**
 * The public page a certificate's QR code opens (no sign-in): the name, period and hours the association
 * certified, or that it was revoked, or that no certificate has this code.
 */
type State = { kind: 'loading' } | { kind: 'unknown' } | { kind: 'failed' } | { kind: 'found'; data: Verification };

export function VerifyPage() {
  const { t, i18n } = useTranslation();
  const { code = '' } = useParams();
  // A plain request, not the app's API client: this public page stays small for the first page's route table.
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetch(`/v1/verify/${encodeURIComponent(code)}`)
      .then(async (response) =>
        setState(
          response.ok
            ? { kind: 'found', data: (await response.json()) as Verification }
            : response.status === 404 || response.status === 400
              ? { kind: 'unknown' }
              : { kind: 'failed' },
        ),
      )
      .catch(() => setState({ kind: 'failed' }));
  }, [code]);
  useEffect(load, [load]);
  const verification = { isPending: state.kind === 'loading', data: state.kind === 'found' ? state.data : undefined };
  const unknown = state.kind === 'unknown';
  const problem = state.kind === 'failed' || unknown;
  return (
    <section className="card" aria-labelledby="verify-title" aria-busy={verification.isPending}>
      <h1 id="verify-title">{t('familyCertificates.verify.title')}</h1>
      {verification.isPending && (
        <div role="status">
          <Loading />
          <p className="muted">{t('familyCertificates.verify.loading')}</p>
        </div>
      )}
      {unknown && (
        <Alert kind="error">
          <h2>{t('familyCertificates.verify.unknown')}</h2>
          <p>{t('familyCertificates.verify.unknownBody')}</p>
        </Alert>
      )}
      {problem && !unknown && (
        <Alert kind="error">
          <p>{t('familyCertificates.verify.error')}</p>
          <button type="button" onClick={load}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {verification.data && (
        <>
          {verification.data.revoked ? (
            <Alert kind="error">{t('familyCertificates.verify.revoked')}</Alert>
          ) : (
            <Alert kind="success">{t('familyCertificates.verify.valid')}</Alert>
          )}
          <dl className="verification" data-testid="verification">
            <dt>{t('familyCertificates.verify.name')}</dt>
            <dd>{verification.data.tutorName}</dd>
            <dt>{t('familyCertificates.verify.period')}</dt>
            <dd>
              {t('familyCertificates.verify.periodValue', {
                from: longDay(verification.data.from, i18n.language),
                to: longDay(verification.data.to, i18n.language),
              })}
            </dd>
            <dt>{t('familyCertificates.verify.hours')}</dt>
            <dd>{formatHeldHours(verification.data.minutes)}</dd>
            <dt>{t('familyCertificates.verify.issuedAt')}</dt>
            <dd>{longDay(verification.data.issuedAt, i18n.language)}</dd>
            <dt>{t('familyCertificates.verify.status')}</dt>
            <dd>{verification.data.revoked ? t('familyCertificates.verify.statusRevoked') : t('familyCertificates.verify.statusValid')}</dd>
          </dl>
        </>
      )}
    </section>
  );
}

// The route loads this module as is (React Router's `Component` export): no wrapper in the first page's route table.
export { VerifyPage as Component };
