import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Page introuvable' with the way back home (section 8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('pages.notFound.title')}</h1>}
      subTitle={t('pages.notFound.body')}
      extra={
        <Link to="/">
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
