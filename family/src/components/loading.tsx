import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status" aria-live="polite">
      {t('list.loading')}
    </p>
  );
}
