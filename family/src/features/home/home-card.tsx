import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One card of a home page: a titled section. */
export function HomeCard({ id, title, children, slot }: { id: string; title: string; children: ReactNode; slot?: string }) {
  return (
    <section className="card home-card" aria-labelledby={`${id}-title`} data-slot={slot}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** The reports a tutor has to write: filled by the reports issue (class reports workflow); today an honest line. */
export function ReportsToWriteCard() {
  const { t } = useTranslation();
  return (
    <HomeCard id="reports-to-write" slot="reports-to-write" title={t('familyFrame.home.reportsToWrite.title')}>
      <p className="muted">{t('familyFrame.home.reportsToWrite.soon')}</p>
    </HomeCard>
  );
}
