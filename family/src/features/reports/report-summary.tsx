import { useTranslation } from 'react-i18next';
import { reportEntryStatuses } from '@binome/schema';
import { StatusTag } from '../../components/status-tag.tsx';
import { dayOf, othersOn, type ClassReport } from './reports-data.ts';

/** One report in a list: its day, the others on it, its state, and why it asks for attention. */
export function ReportSummary({ report, userId }: { report: ClassReport; userId: string }) {
  const { t, i18n } = useTranslation();
  const others = othersOn(report, userId);
  const late =
    !report.sentBackAt && report.status !== 'entered' && report.status !== 'confirmed' && report.dueAt !== undefined && report.dueAt < new Date().toISOString();
  return (
    <div className="report-summary">
      <h3>{dayOf(report.reportDate, i18n.language)}</h3>
      {others && <p className="muted">{t('familyReports.with', { names: others })}</p>}
      <p className="report-tags">
        {report.status && <StatusTag enumeration={reportEntryStatuses} value={report.status} />}
        {report.sentBackAt && <span className="report-flag">{t('familyReports.sentBack')}</span>}
        {late && <span className="report-flag">{t('familyReports.late')}</span>}
      </p>
    </div>
  );
}
