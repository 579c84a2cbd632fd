import '../home/home-words.ts';
import './reports-words.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomeCard } from '../home/home-card.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { dayOf, useReportsToEnter } from './reports-data.ts';

/** The tutor's home: the reports still to enter, the oldest first, and the way to them. */
export default function ReportsToWriteCard() {
  const { t, i18n } = useTranslation();
  const toEnter = useReportsToEnter();
  return (
    <HomeCard id="reports-to-write" slot="reports-to-write" title={t('familyFrame.home.reportsToWrite.title')}>
      <RequestState query={toEnter} isEmpty={(data) => data.total === 0} empty={<p className="muted">{t('familyReports.noneToEnter')}</p>}>
        {({ reports, total }) => (
          <>
            <p>
              {t('familyReports.toEnter')} : <strong>{total}</strong>
            </p>
            <ul className="home-list">
              {reports.map((report) => (
                <li key={report.id}>
                  <Link to={`/tutor/reports?report=${encodeURIComponent(report.id)}`}>{dayOf(report.reportDate, i18n.language)}</Link>
                </li>
              ))}
            </ul>
            <p className="actions">
              <Link to="/tutor/reports" className="button primary">
                {t('familyReports.title')}
              </Link>
            </p>
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}
