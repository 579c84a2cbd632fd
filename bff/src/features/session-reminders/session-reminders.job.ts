import type { RecurringJob } from '../../jobs/scheduler.ts';
import { sendDueReminders, type ReminderPorts } from './send-reminders.ts';

/** Every minute: the reminders due (see send-reminders.ts). */
export function sessionRemindersJob(ports: ReminderPorts): RecurringJob {
  return {
    name: 'session-reminders',
    everyMs: 60_000,
    async run(now) {
      const sent = await sendDueReminders(ports, now);
      if (sent > 0) ports.log.info('Session reminders sent', { occurrences: sent });
    },
  };
}
