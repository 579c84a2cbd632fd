import type { Logger } from '../http/logger.ts';
import type { Store } from '../store/store.ts';
import { fillParticipantNames } from '../features/sessions/participant-names.ts';

/**
 * Sessions and occurrences that older releases stored without their people's names (a staff form could leave the
 * free-text name empty) get them from the people's records. Safe at every start: it reads only the nameless.
 */
export async function nameSessionParticipants(store: Store, options: { log: Logger }): Promise<number> {
  const named = await fillParticipantNames(store);
  if (named > 0) options.log.info('Session participants named from their records', { records: named });
  return named;
}
