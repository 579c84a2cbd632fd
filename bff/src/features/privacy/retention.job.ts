import type { RecurringJob } from '../../jobs/scheduler.ts';
import { purgePastRetention, type RetentionPorts } from './retention.ts';

/** Once a day: the people whose relationship ended more than 3 years ago are erased (retention.ts). */
export function retentionJob(ports: RetentionPorts): RecurringJob {
  return {
    name: 'personal-data-retention',
    everyMs: 24 * 60 * 60_000,
    async run(now) {
      await purgePastRetention(ports, now);
    },
  };
}
