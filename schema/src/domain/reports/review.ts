import { reportEntryStatusOf, type ReportContent } from './entry-status.ts';

/** A report is due this long after its occurrence ended; a reminder goes to its writer then (issue "Reports"). */
export const REPORT_ENTRY_DELAY_HOURS = 48;
/** A rating at or under this is flagged for the staff's review. */
export const LOW_RATING = 2;

const HOUR_MS = 3_600_000;

/** When a report of an occurrence that ended at `endedAt` is due. */
export function reportDueAt(endedAt: string | Date): string {
  return new Date(new Date(endedAt).getTime() + REPORT_ENTRY_DELAY_HOURS * HOUR_MS).toISOString();
}

export interface ReviewedReport extends ReportContent {
  status?: string | undefined;
  isValidated?: boolean | undefined;
  dueAt?: string | undefined;
  enteredAt?: string | undefined;
  /** The day reported on (YYYY-MM-DD, Paris), for reports written before due dates existed. */
  reportDate?: string | undefined;
  sentBackAt?: string | undefined;
}

/** The due date of a report: recorded when the server opened it, else the end of its day plus the delay. */
export function dueDateOf(report: Pick<ReviewedReport, 'dueAt' | 'reportDate'>): string | undefined {
  if (report.dueAt) return report.dueAt;
  if (!report.reportDate) return undefined;
  return reportDueAt(`${report.reportDate}T23:59:59.000Z`);
}

/** Not entered yet and past its due date (the reminder's moment), or entered after it. */
export function isLate(report: ReviewedReport, now: Date): boolean {
  const due = dueDateOf(report);
  if (!due) return false;
  const enteredAt = report.enteredAt ?? (isEntered(report) ? undefined : now.toISOString());
  return enteredAt !== undefined && enteredAt > due;
}

function isEntered(report: ReviewedReport): boolean {
  return report.status === 'entered' || report.status === 'confirmed';
}

export type ReviewFlag = 'absence' | 'lowRating' | 'late';

/** Why staff should read a report first: any absence, a rating of 2 or less, a report entered late. */
export function reviewFlagsOf(report: ReviewedReport, now: Date): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  if ((report.attendance ?? []).some((line) => line.attendance === 'absent')) flags.push('absence');
  if (typeof report.rating === 'number' && report.rating <= LOW_RATING) flags.push('lowRating');
  if (isLate(report, now)) flags.push('late');
  return flags;
}

/** The review queue's order: flagged reports first, then the oldest day first. */
export function compareForReview(now: Date) {
  return (a: ReviewedReport & { id?: string }, b: ReviewedReport & { id?: string }): number => {
    const flagged = Number(reviewFlagsOf(b, now).length > 0) - Number(reviewFlagsOf(a, now).length > 0);
    if (flagged !== 0) return flagged;
    const day = (a.reportDate ?? '').localeCompare(b.reportDate ?? '');
    return day !== 0 ? day : (a.id ?? '').localeCompare(b.id ?? '');
  };
}

/** Who wrote a report: its author (the tutor, a staff member, or the server that opened it). */
export function writerOf(report: Readonly<Record<string, unknown>>): string | undefined {
  return typeof report.createdBy === 'string' ? report.createdBy : undefined;
}

/**
 * Nobody confirms a report they wrote (spec, reports): the one rule read by the server's confirm action, its plain
 * update of `isValidated`, and the staff queue, which tells the writer instead of offering a button the server
 * would refuse. A report without a known writer may be confirmed by any reviewer.
 */
export function isWrittenBy(report: Readonly<Record<string, unknown>>, userId: string): boolean {
  return writerOf(report) === userId;
}

export type ConfirmBlocker = 'alreadyConfirmed' | 'absenceNotConfirmed' | 'reportNotEntered';

/**
 * Why a report cannot be confirmed yet: every attendance line must say present or absent (the catalogue's
 * 'absence not confirmed'), and the writer must have entered it (a rating and an appreciation).
 */
export function confirmBlockerOf(report: ReviewedReport): ConfirmBlocker | undefined {
  if (report.isValidated === true) return 'alreadyConfirmed';
  const lines = report.attendance ?? [];
  if (lines.length === 0 || lines.some((line) => line.attendance !== 'present' && line.attendance !== 'absent')) return 'absenceNotConfirmed';
  if (reportEntryStatusOf(report) !== 'entered') return 'reportNotEntered';
  return undefined;
}
