import { useTranslation } from 'react-i18next';

/** /terms: placeholder text, as the spec says. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <article className="card prose" aria-labelledby="terms-title">
      <h1 id="terms-title">{t('pages.terms.title')}</h1>
      <p>{t('pages.terms.body')}</p>
    </article>
  );
}

// Loaded by the route as is (React Router's `Component` export): no wrapper in the first page's route table.
export { TermsPage as Component };
