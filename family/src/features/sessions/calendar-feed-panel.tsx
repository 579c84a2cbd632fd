import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { useCalendarFeed } from './sessions-data.ts';

/**
 * "Subscribe in my calendar app": the person's secret feed URL to copy, and its renewal, which cuts off every copy
 * of the old one (after a confirmation saying so).
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const { feed, renew } = useCalendarFeed(open);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard rights the URL stays selectable in the field.
      setCopied(false);
    }
  };
  return (
    <section className="card feed-panel" aria-labelledby="feed-title">
      <h2 id="feed-title">{t('familySessions.feed.title')}</h2>
      <p className="muted">{t('familySessions.feed.intro')}</p>
      {!open ? (
        <button type="button" onClick={() => setOpen(true)}>
          {t('familySessions.feed.show')}
        </button>
      ) : feed.isPending ? (
        <p className="muted">{t('familySessions.feed.loading')}</p>
      ) : feed.isError ? (
        <Alert kind="error">{t(problemOf(feed.error).message)}</Alert>
      ) : (
        <>
          <label className="field">
            <span>{t('familySessions.feed.url')}</span>
            <input readOnly value={feed.data} onFocus={(event) => event.target.select()} />
          </label>
          <div className="actions">
            <button type="button" onClick={() => void copy(feed.data)}>
              {t('familySessions.feed.copy')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(true)}>
              {t('familySessions.feed.renew')}
            </button>
          </div>
          {copied && <p role="status">{t('familySessions.feed.copied')}</p>}
          {confirming && (
            <div role="alertdialog" aria-labelledby="feed-renew-title" className="card confirm">
              <h3 id="feed-renew-title">{t('familySessions.feed.renewTitle')}</h3>
              <p>{t('familySessions.feed.renewWarning')}</p>
              <div className="actions">
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    setCopied(false);
                    renew.mutate();
                  }}
                >
                  {t('familySessions.feed.renewConfirm')}
                </button>
                <button type="button" className="secondary" onClick={() => setConfirming(false)}>
                  {t('familySessions.feed.cancel')}
                </button>
              </div>
            </div>
          )}
          {renew.isSuccess && <p role="status">{t('familySessions.feed.renewed')}</p>}
          {renew.isError && <Alert kind="error">{t(problemOf(renew.error).message)}</Alert>}
        </>
      )}
    </section>
  );
}
