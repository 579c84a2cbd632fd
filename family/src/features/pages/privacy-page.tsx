import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['who', 'consent', 'retention', 'rights', 'statistics', 'complaint'] as const;

/** /privacy: what section 2 asks the policy to say (consent, 3-year retention, rights, statistics, complaints). */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <article className="card prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t('pages.privacy.title')}</h1>
      <p className="muted">{t('pages.privacy.updated')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`pages.privacy.sections.${section}.title`)}</h2>
          <p>{t(`pages.privacy.sections.${section}.body`)}</p>
        </section>
      ))}
      <p>
        <Link to="/data-deletion">{t('pages.dataDeletion.title')}</Link>
      </p>
    </article>
  );
}

// Loaded by the route as is (React Router's `Component` export): no wrapper in the first page's route table.
export { PrivacyPage as Component };
