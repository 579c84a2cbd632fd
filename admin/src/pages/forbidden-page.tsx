import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen of the app that this role does not have: said plainly, never a broken page. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h1 className="result-title">{t('pages.forbidden.title')}</h1>}
      subTitle={t('pages.forbidden.body')}
      extra={
        <Link to="/">
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
