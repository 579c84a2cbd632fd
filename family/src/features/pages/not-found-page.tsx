import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** 'Page introuvable' (section 8), with the way back home; also the refusal page, with its own words. */
export function NotFoundPage({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title ?? t('pages.notFound.title')}</h1>
      <p>{body ?? t('pages.notFound.body')}</p>
      <Link className="button primary" to="/">
        {t('actions.backHome')}
      </Link>
    </section>
  );
}
