import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page.tsx';

/** 'Page introuvable' with the way back home (section 8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="warning"
      title={t('pages.notFound.title')}
      body={t('pages.notFound.body')}
      action={
        <Link to="/">
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
