import './reports-words.ts';
import './reports.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { TutorReportForm } from './tutor-report-form.tsx';
import { FamilyReports } from './family-reports.tsx';
import { ReportSummary } from './report-summary.tsx';
import { REPORTS_PAGE, useReports, type ClassReport } from './reports-data.ts';

/**
 * /tutor/reports, /parent/reports and /student/reports ('my scoring'): the tutor enters the report of each session
 * (`?report=<id>` opens one); parents and students read what the tutor wrote for them.
 */
export function ReportsPage() {
  const { session } = useSession();
  const [search] = useSearchParams();
  if (!session) return null;
  if (session.role !== 'tutor') return <FamilyReports role={session.role} userId={session.user.userId} />;
  const open = search.get('report');
  return open ? <TutorReportForm id={open} userId={session.user.userId} /> : <TutorReports userId={session.user.userId} />;
}

const GROUPS = [
  { key: 'toEnter', statuses: ['to-be-entered', 'partially-entered'], none: 'noneToEnter' },
  { key: 'waiting', statuses: ['entered'], none: 'noneYet' },
  { key: 'confirmed', statuses: ['confirmed'], none: 'noneYet' },
] as const;

function TutorReports({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(REPORTS_PAGE);
  const reports = useReports(limit);
  return (
    <div className="reports-page">
      <section className="card" aria-labelledby="reports-title">
        <h1 id="reports-title">{t('familyReports.title')}</h1>
        <p className="muted">{t('familyReports.intro')}</p>
      </section>
      <RequestState query={reports}>
        {({ reports: rows, total }) => (
          <>
            {GROUPS.map((group) => {
              const inGroup = rows.filter((report) => (group.statuses as readonly string[]).includes(report.status ?? 'to-be-entered'));
              // The oldest to enter first (the most overdue); the others newest first.
              const ordered = group.key === 'toEnter' ? [...inGroup].reverse() : inGroup;
              return (
                <section key={group.key} className="card reports-group" aria-labelledby={`reports-${group.key}`}>
                  <h2 id={`reports-${group.key}`}>
                    {t(`familyReports.${group.key}`)} <span className="muted">({inGroup.length})</span>
                  </h2>
                  {ordered.length === 0 ? (
                    <p className="muted">{t(`familyReports.${group.none}`)}</p>
                  ) : (
                    <ReportList reports={ordered} userId={userId} action={group.key === 'toEnter' ? 'open' : 'view'} />
                  )}
                </section>
              );
            })}
            {rows.length < total && (
              <button type="button" className="reports-more" onClick={() => setLimit((current) => current + REPORTS_PAGE)} disabled={reports.isFetching}>
                {t('familyReports.older')}
              </button>
            )}
          </>
        )}
      </RequestState>
    </div>
  );
}

function ReportList({ reports, userId, action }: { reports: ClassReport[]; userId: string; action: 'open' | 'view' }) {
  const { t } = useTranslation();
  return (
    <ul className="reports-list">
      {reports.map((report) => (
        <li key={report.id} className="report-item">
          <ReportSummary report={report} userId={userId} />
          <Link className={action === 'open' ? 'button primary' : 'button'} to={`/tutor/reports?report=${encodeURIComponent(report.id)}`}>
            {t(`familyReports.${action}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
