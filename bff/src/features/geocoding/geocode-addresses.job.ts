import type { RecurringJob } from '../../jobs/scheduler.ts';
import { geocodeAddresses } from './geocode-addresses.ts';

/** Every ten minutes: addresses left without a point (the service was down at the save) or changed since, placed. */
export function geocodeAddressesJob(ports: Parameters<typeof geocodeAddresses>[0]): RecurringJob {
  return {
    name: 'geocode-addresses',
    everyMs: 10 * 60_000,
    async run(now) {
      const placed = await geocodeAddresses(ports, now);
      if (placed > 0) ports.log.info('Addresses placed', { placed });
    },
  };
}
