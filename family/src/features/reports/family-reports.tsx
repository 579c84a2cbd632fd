import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChildren } from '../children/children-data.ts';
import { RequestState } from '../../data/request-state.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { REPORTS_PAGE, dayOf, othersOn, useReports, type ClassReport } from './reports-data.ts';
import { occurrenceOutcomeOf, personAttendanceOf } from '@binome/schema';

/** Parents read their children's reports, students their own: the family part the server answers them. */
export function FamilyReports({ role, userId }: { role: string; userId: string }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(REPORTS_PAGE);
  const [childId, setChildId] = useState('');
  const reports = useReports(limit, childId || undefined);
  const parent = role === 'parent';
  return (
    <div className="reports-page">
      <section className="card" aria-labelledby="reports-title">
        <h1 id="reports-title">{t(parent ? 'familyReports.title' : 'familyReports.scoringTitle')}</h1>
        <p className="muted">{t('familyReports.familyIntro')}</p>
        <p className="muted">{t('familyReports.confirmedOnly')}</p>
        {parent && <ChildFilter parentUserId={userId} value={childId} onChange={setChildId} />}
      </section>
      <RequestState query={reports} isEmpty={(data) => data.reports.length === 0} empty={<p className="muted">{t('familyReports.noneForFamily')}</p>}>
        {({ reports: rows, total }) => (
          <section className="card reports-group" aria-labelledby="reports-list-title">
            {/* Its own name, and a level between the page's h1 and each report's h3. */}
            <h2 id="reports-list-title" className="visually-hidden">
              {t('familyReports.listTitle')}
            </h2>
            <ul className="reports-list">
              {rows.map((report) => (
                <FamilyReportItem key={report.id} report={report} readerId={userId} parent={parent} />
              ))}
            </ul>
            {rows.length < total && (
              <button type="button" className="reports-more" onClick={() => setLimit((current) => current + REPORTS_PAGE)} disabled={reports.isFetching}>
                {t('familyReports.older')}
              </button>
            )}
          </section>
        )}
      </RequestState>
    </div>
  );
}

function ChildFilter({ parentUserId, value, onChange }: { parentUserId: string; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const children = useChildren(parentUserId);
  if (!children.data || children.data.length < 2) return null;
  return (
    <SelectField label={t('familyReports.child')} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('familyReports.allChildren')}</option>
      {children.data.map((child) => (
        <option key={child.id} value={child.id}>
          {[child.contactDetails?.firstName, child.contactDetails?.lastName].filter(Boolean).join(' ')}
        </option>
      ))}
    </SelectField>
  );
}

function FamilyReportItem({ report, readerId, parent }: { report: ClassReport; readerId: string; parent: boolean }) {
  const { t, i18n } = useTranslation();
  const lines = (report.attendance ?? []).map((line) => ({ userId: line.userId ?? '', attendance: line.attendance }));
  const tutorIds = report.tutorId ? [report.tutorId] : [];
  const outcome = occurrenceOutcomeOf(lines, tutorIds);
  // A group report has no single student: the server leaves a parent only their own child's line beside the tutor's.
  const studentId = parent ? (report.studentId ?? lines.find((line) => !tutorIds.includes(line.userId))?.userId) : readerId;
  const own = studentId ? personAttendanceOf(lines, studentId) : undefined;
  const entered = report.status === 'entered' || report.status === 'confirmed';
  return (
    <li className="report-item report-item-family">
      <div className="report-summary">
        <h3>{dayOf(report.reportDate, i18n.language)}</h3>
        <p className="muted">{othersOn(report, parent ? undefined : readerId)}</p>
        {entered ? (
          <>
            <p className="report-tags">
              <span className={`report-outcome report-outcome-${outcome}`}>{t(`familyReports.outcome.${outcome}`)}</span>
              {own && <span className="report-flag">{t(`familyReports.attendance.${own}`)}</span>}
              <span>{report.rating ? t('familyReports.rating', { rating: report.rating }) : t('familyReports.noRating')}</span>
            </p>
            {report.appreciation && <p className="report-appreciation">{report.appreciation}</p>}
          </>
        ) : (
          <p className="report-tags">
            <span className="report-flag">{t(`familyReports.status.${report.status ?? 'to-be-entered'}`)}</span>
          </p>
        )}
      </div>
    </li>
  );
}
