import { pairs, sessions } from '@binome/schema';
import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { combineHooks, hooksFor } from '../../resources/write-hooks.ts';
import { OCCURRENCES_COLLECTION } from './occurrence-store.ts';
import { personNameHooks, sessionNameHooks } from './participant-names.ts';
import { pairWriteHooks, sessionWriteHooks } from './session-write.hooks.ts';

/** Sessions and pairs: conflicts, references, occurrences, and the people's names the sessions carry. */
export const sessionsFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: personNameHooks,
    prospects: personNameHooks,
    students: personNameHooks,
    // The names first: the occurrences the session's own hooks write copy them.
    sessions: combineHooks(sessionNameHooks, hooksFor(sessions, sessionWriteHooks)),
    pairs: hooksFor(pairs, pairWriteHooks),
  },
  indexes: [
    // A series' occurrences, each once; the booking check reads a person's occurrences by time.
    { collection: OCCURRENCES_COLLECTION, name: 'occurrences_series_original_unique', keys: { sessionId: 1, originalStart: 1 }, unique: true },
    { collection: OCCURRENCES_COLLECTION, name: 'occurrences_people_start', keys: { participantIds: 1, startDate: 1 } },
    { collection: OCCURRENCES_COLLECTION, name: 'occurrences_start', keys: { startDate: 1 } },
  ],
};
