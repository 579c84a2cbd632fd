import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/** A staff page whose workflow comes with a later version (quizzes, videos, session management). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <StatusPage title={t(titleKey)} body={`${t('staff.comingSoon.title')} · ${t('staff.comingSoon.body')}`} />;
}
