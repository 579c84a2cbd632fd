import type { RecurringJob } from '../../jobs/scheduler.ts';
import { remindQuizRetries, type QuizRetryReminderPorts } from './quiz-retry-reminders.ts';

/** Every fifteen minutes: the people whose next onboarding quiz attempt has opened (quiz-retry-reminders.ts). */
export function quizRetryRemindersJob(ports: QuizRetryReminderPorts): RecurringJob {
  return {
    name: 'quiz-retry-reminders',
    everyMs: 15 * 60_000,
    async run(now) {
      const sent = await remindQuizRetries(ports, now);
      if (sent > 0) ports.log.info('Quiz retry reminders sent', { reminders: sent });
    },
  };
}
