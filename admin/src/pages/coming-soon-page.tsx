import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A staff page whose workflow comes with a later version (quizzes, videos, session management). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={<h1 className="result-title">{t(titleKey)}</h1>} subTitle={`${t('staff.comingSoon.title')} · ${t('staff.comingSoon.body')}`} />;
}
