/**
 * What every surface says of one session or occurrence (family pages, calendar feeds, reminders): who, with whom,
 * and where. Written once so that a mail, a feed and a page can never disagree about it.
 */

interface Named {
  userId?: string;
  fullName?: string;
}

export interface DescribedSession {
  tutors?: readonly Named[];
  students?: readonly Named[];
  tutoringMode?: string;
  placeOrRoom?: string;
}

/** Where it happens: online, a named place, or not known yet. */
export type SessionWhere = { kind: 'online' } | { kind: 'place'; place: string } | { kind: 'unknown' };

/** The stored names of a list of participants, in order, the nameless left out. */
export function participantNames(people: readonly Named[] | undefined): string[] {
  return (people ?? []).map((person) => person.fullName?.trim() ?? '').filter((name) => name !== '');
}

export function whereOf(session: DescribedSession): SessionWhere {
  if (session.tutoringMode === 'online') return { kind: 'online' };
  const place = session.placeOrRoom?.trim();
  return place ? { kind: 'place', place } : { kind: 'unknown' };
}

/**
 * Whether the session has a video room: not when it is held in person (at the family's home, at school), where a
 * "join" button would send people to an empty room.
 */
export function hasVideoRoom(session: Pick<DescribedSession, 'tutoringMode'>): boolean {
  return session.tutoringMode !== 'in-person';
}
