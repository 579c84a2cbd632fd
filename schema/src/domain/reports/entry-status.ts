/**
 * Where a report's entry stands (section 4: to be entered → partially entered → entered), from what its writer
 * filled in: every attendance line reported, a rating and an appreciation make it entered; none of them, to be
 * entered; anything between, partially entered. 'Confirmed' is never worked out: only staff confirm.
 */
export type ReportEntryProgress = 'to-be-entered' | 'partially-entered' | 'entered';

export interface ReportContent {
  attendance?: readonly { attendance?: string }[] | undefined;
  rating?: number | undefined;
  appreciation?: string | undefined;
}

export function reportEntryStatusOf(report: ReportContent): ReportEntryProgress {
  const lines = report.attendance ?? [];
  const reported = lines.filter((line) => line.attendance === 'present' || line.attendance === 'absent').length;
  const parts = [
    lines.length > 0 && reported === lines.length,
    typeof report.rating === 'number',
    typeof report.appreciation === 'string' && report.appreciation.trim() !== '',
  ];
  const done = parts.filter(Boolean).length;
  if (done === parts.length) return 'entered';
  return done === 0 && reported === 0 ? 'to-be-entered' : 'partially-entered';
}
