import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A full-page message (not found, refused, coming soon, failed to load): a title, a sentence, an action. antd's
 * Result would do the same with large illustrations that cost 10 KB (gzip) on the first page.
 */
export function StatusPage({
  title,
  body,
  action,
  tone = 'info',
}: {
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
}) {
  return (
    <div className={`status-page status-${tone}`}>
      <h1 className="status-title">{title}</h1>
      <p className="status-body">{body}</p>
      {action && <div className="status-action">{action}</div>}
    </div>
  );
}

/** A page the person cannot use, worded by a `pages.*` entry of the catalogs, with the way back home. */
export function BackHomePage({ page, tone }: { page: 'notFound' | 'forbidden'; tone: 'warning' | 'error' }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone={tone}
      title={t(`pages.${page}.title`)}
      body={t(`pages.${page}.body`)}
      action={
        <Link to="/">
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
