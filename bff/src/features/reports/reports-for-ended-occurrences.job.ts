import type { Logger } from '../../http/logger.ts';
import type { Store } from '../../store/store.ts';
import type { RecurringJob } from '../../jobs/scheduler.ts';
import { openReportsOfEndedOccurrences } from './reports-for-ended-occurrences.ts';

/** Every five minutes: the class reports of the occurrences that ended (see reports-for-ended-occurrences.ts). */
export function reportsForEndedOccurrencesJob(store: Store, log: Logger): RecurringJob {
  return {
    name: 'reports-for-ended-occurrences',
    everyMs: 5 * 60_000,
    async run(now) {
      const opened = await openReportsOfEndedOccurrences(store, now);
      if (opened > 0) log.info('Class reports opened for ended occurrences', { reports: opened });
    },
  };
}
