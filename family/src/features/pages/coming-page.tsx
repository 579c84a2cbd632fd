import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalisePath } from '@binome/schema';
import { comingPageOf } from './coming-pages.ts';

/** A page of the family space that is not built yet: says what it will hold, never a blank or an error. */
export function ComingPage() {
  const { t } = useTranslation();
  const page = comingPageOf(normalisePath(useLocation().pathname));
  if (!page) return null;
  return (
    <section className="card" aria-labelledby="coming-title" data-coming={page}>
      <h1 id="coming-title">{t(`familyFrame.coming.pages.${page}.title`)}</h1>
      <p className="muted">{t('familyFrame.coming.lead')}</p>
      <p>{t(`familyFrame.coming.pages.${page}.body`)}</p>
      <Link className="button" to="/">
        {t('actions.backHome')}
      </Link>
    </section>
  );
}
