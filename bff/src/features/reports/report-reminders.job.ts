import type { RecurringJob } from '../../jobs/scheduler.ts';
import { remindLateReports, type ReportReminderPorts } from './report-reminders.ts';

/** Every fifteen minutes: the tutors of class reports still not entered 48 h after the session (report-reminders.ts). */
export function reportRemindersJob(ports: ReportReminderPorts): RecurringJob {
  return {
    name: 'report-reminders',
    everyMs: 15 * 60_000,
    async run(now) {
      const sent = await remindLateReports(ports, now);
      if (sent > 0) ports.log.info('Report reminders sent', { reminders: sent });
    },
  };
}
