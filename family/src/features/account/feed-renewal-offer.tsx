import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';

type Renewal = { step: 'offer' } | { step: 'renewing' } | { step: 'renewed'; url: string } | { step: 'failed'; problem: ApiProblem };

/**
 * Shown once a password is changed: the calendar feed URL is a secret of its own that a new password does not
 * change, so whoever feared their account was seen is offered to renew it too. Nothing shows without a feed.
 * Plain calls rather than queries: the password pages live outside the signed-in frame and its query client.
 */
export function FeedRenewalOffer() {
  const { t } = useTranslation();
  const [hasFeed, setHasFeed] = useState(false);
  const [renewal, setRenewal] = useState<Renewal>({ step: 'offer' });
  useEffect(() => {
    let live = true;
    api
      .GET('/calendar/feed/state')
      .then(({ data }) => live && setHasFeed(data?.exists === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!hasFeed) return null;
  const renew = async () => {
    setRenewal({ step: 'renewing' });
    const { data, error } = await api.POST('/calendar/feed/renew', { body: {} }).catch((failure: unknown) => ({ data: undefined, error: failure }));
    setRenewal(data ? { step: 'renewed', url: data.url } : { step: 'failed', problem: problemOf(error) });
  };
  return (
    <section className="feed-renewal" aria-labelledby="feed-renewal-title">
      <h2 id="feed-renewal-title">{t('family.account.feedRenewal.title')}</h2>
      {renewal.step === 'renewed' ? (
        <>
          <p role="status">{t('family.account.feedRenewal.renewed')}</p>
          <label className="field">
            <span>{t('family.account.feedRenewal.url')}</span>
            <input readOnly value={renewal.url} onFocus={(event) => event.target.select()} />
          </label>
        </>
      ) : (
        <>
          <p>{t('family.account.feedRenewal.intro')}</p>
          <button type="button" disabled={renewal.step === 'renewing'} onClick={() => void renew()}>
            {renewal.step === 'renewing' ? t('family.account.feedRenewal.renewing') : t('family.account.feedRenewal.renew')}
          </button>
        </>
      )}
      {renewal.step === 'failed' && <Alert kind="error">{t(renewal.problem.message)}</Alert>}
    </section>
  );
}
