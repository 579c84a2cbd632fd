import { useTranslation } from 'react-i18next';

/** Previous / next between the pages of a sessions list, shown only when there is more than one page. */
export function SessionsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('familySessions.pages')}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('familySessions.previousPage')}
      </button>
      <span>{t('familySessions.pageOf', { page: page + 1, pages })}</span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('familySessions.nextPage')}
      </button>
    </nav>
  );
}
