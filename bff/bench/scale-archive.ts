import type { StoredDocument } from '../src/store/store.ts';

const DAY = 86_400_000;
/** The weeks of a school year a pair meets, holidays aside. */
export const ARCHIVE_WEEKS = 30;
const INSTANTS = ['dueAt', 'enteredAt', 'validatedAt', 'createdAt', 'updatedAt'] as const;

/**
 * Last school year's class reports of the active pairs, as an association in its second year keeps them: a
 * weekly report for `ARCHIVE_WEEKS` weeks from the year's third week, entered and confirmed, in the shape of the
 * pair's first report of this year (its attendance, rating, appreciation), every date moved back by the same
 * span. They make the store hold a whole year of reports, as issue 29 counts them (about 30 per pair), although
 * "now" is the machine's day. Each names last year's series of the pair (`<pair>-last-year`), no longer stored.
 */
export function lastYearReports(options: { pairs: readonly StoredDocument[]; reports: readonly StoredDocument[]; lastYearStart: string }): StoredDocument[] {
  const firstReportOf = new Map<string, StoredDocument>();
  for (const report of options.reports) {
    const key = `${String(report.tutorId)}|${String(report.studentId)}`;
    const known = firstReportOf.get(key);
    if (!known || String(report.reportDate) < String(known.reportDate)) firstReportOf.set(key, report);
  }
  const archive: StoredDocument[] = [];
  for (const pair of options.pairs) {
    if (pair.status !== 'active') continue;
    const template = firstReportOf.get(`${String(pair.tutorId)}|${String(pair.studentId)}`);
    if (!template || typeof template.reportDate !== 'string') continue;
    const weekday = new Date(`${template.reportDate}T00:00:00.000Z`).getUTCDay();
    const yearStart = Date.parse(`${options.lastYearStart}T00:00:00.000Z`);
    const firstDay = yearStart + 14 * DAY + ((weekday - new Date(yearStart).getUTCDay() + 7) % 7) * DAY;
    for (let week = 0; week < ARCHIVE_WEEKS; week += 1) {
      const day = firstDay + week * 7 * DAY;
      const shift = day - Date.parse(`${template.reportDate}T00:00:00.000Z`);
      const report: StoredDocument = {
        ...template,
        _id: `${template._id}-last-year-${week + 1}`,
        sessionId: `${pair._id}-last-year`,
        reportDate: new Date(day).toISOString().slice(0, 10),
        status: 'confirmed',
        isValidated: true,
        validatedBy: pair.managedBy,
        ...(Array.isArray(template.attendance) && {
          attendance: (template.attendance as Record<string, unknown>[]).map((line) => ({ ...line, attendance: 'present', absence: false })),
        }),
      };
      for (const field of INSTANTS) if (typeof template[field] === 'string') report[field] = new Date(Date.parse(template[field]) + shift).toISOString();
      if (!report.enteredAt) report.enteredAt = new Date(day + 15 * 3_600_000).toISOString();
      if (!report.validatedAt) report.validatedAt = new Date(day + 3 * DAY).toISOString();
      if (report.rating === undefined) Object.assign(report, { rating: 4, note: 4, appreciation: 'Séance régulière, bon travail.' });
      archive.push(report);
    }
  }
  return archive;
}
