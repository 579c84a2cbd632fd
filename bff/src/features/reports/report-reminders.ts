import { translateFamily } from '@binome/schema/family-catalogs';
import { classReports, tutors, type Language } from '@binome/schema';
import { documentOf, type DocumentOf } from '../../resources/documents.ts';
import type { Store } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import { publicUrlOf } from '../../env.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer, MailMessage } from '../../messaging/mailer.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';
import { languageOf } from '../../messaging/language.ts';

/** A pass reminds at most this many reports; the next pass takes the rest. */
const BATCH = 200;
const REPORTS_COLLECTION = 'classReports';

export interface ReportReminderPorts {
  store: Store;
  env: Env;
  log: Logger;
  mailer: Mailer;
}

/**
 * Reminds the tutor of each class report still not entered 48 h after its occurrence ended (its `dueAt`), once:
 * the reminder is claimed on the report with a compare-and-set before the mail goes, so that two schedulers never
 * send it twice. A report sent back by staff is not reminded again (its writer was told by the send-back).
 */
export async function remindLateReports(ports: ReportReminderPorts, now: Date): Promise<number> {
  const reports = ports.store.collection(REPORTS_COLLECTION);
  const late = await reports.find(
    {
      status: { $in: ['to-be-entered', 'partially-entered'] },
      isValidated: { $ne: true },
      dueAt: { $lte: now.toISOString() },
      reminderSentAt: { $exists: false },
      sentBackAt: { $exists: false },
    },
    { sort: { dueAt: 1 }, limit: BATCH, projection: { tutorId: 1, reportDate: 1 } },
  );
  let sent = 0;
  // Read with the tutor and the day only: the type says so.
  const typed: Pick<DocumentOf<typeof classReports>, '_id' | 'tutorId' | 'reportDate'>[] = late.map((report) => documentOf(classReports, report));
  for (const report of typed) {
    const claim = await reports.updateOne({ _id: report._id, reminderSentAt: { $exists: false } }, { $set: { reminderSentAt: now.toISOString() } });
    if (claim.modifiedCount !== 1 || report.tutorId === undefined) continue;
    const found = await ports.store.collection(tutors.collection).findOne({ _id: report.tutorId }, { projection: { contactDetails: 1, language: 1 } });
    const tutor = found && documentOf(tutors, found);
    const email = tutor?.contactDetails.email;
    if (!tutor || !email) continue;
    try {
      await ports.mailer.send(
        reminderMail(email, languageOf(tutor), report.reportDate ?? '', `${publicUrlOf(ports.env)}/tutor/reports?report=${encodeURIComponent(report._id)}`),
      );
      sent += 1;
    } catch (error) {
      // The claim stands: a reminder is never sent twice, even when one mail could not go.
      ports.log.error('A report reminder could not be sent', { report: report._id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

function reminderMail(to: string, language: Language, reportDate: string, link: string): MailMessage {
  const day = reportDate
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${reportDate}T12:00:00Z`))
    : '';
  const subject = translateFamily(language, 'reportReminders.subject', { day });
  const lines = [translateFamily(language, 'reportReminders.body', { day }), translateFamily(language, 'reportReminders.link', { link })];
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
