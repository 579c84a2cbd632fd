import type { RecurringJob } from '../../jobs/scheduler.ts';
import { purgeReviewedAttestations, remindOldCriminalRecords, type DocumentUpkeepPorts } from './documents-upkeep.ts';

/** Every hour: attestations older than three years asked again, and reviewed attestations' files left over deleted. */
export function documentsUpkeepJob(ports: DocumentUpkeepPorts): RecurringJob {
  return {
    name: 'documents-upkeep',
    everyMs: 60 * 60_000,
    async run(now) {
      const purged = await purgeReviewedAttestations(ports, now);
      const reminded = await remindOldCriminalRecords(ports, now);
      if (purged > 0 || reminded > 0) ports.log.info('Documents upkeep', { purged, reminded });
    },
  };
}
