import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page.tsx';

/** A screen of the app that this role does not have: said plainly, never a broken page. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="error"
      title={t('pages.forbidden.title')}
      body={t('pages.forbidden.body')}
      action={
        <Link to="/">
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
