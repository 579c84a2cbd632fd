/**
 * The names a session and its occurrences carry for their people (DESIGN, "Seams": people are named from their
 * records, resolved by the server). The server writes them on every session write and again when a person's name
 * changes; a client never sends them, so a form left empty can no longer leave a family's calendar nameless.
 */

/** What is read of a person's record to name them. */
export interface NamedPerson {
  _id?: unknown;
  id?: unknown;
  contactDetails?: { firstName?: unknown; lastName?: unknown } | null;
}

/** A session, an occurrence or any record that names tutors and students (a stored document included). */
export type WithParticipants = Readonly<Record<string, unknown>> & { tutors?: unknown; students?: unknown };

export interface SessionParticipant {
  userId: string;
  fullName?: string;
}

/** 'First Last', with whichever part the record has; undefined when it has neither. */
export function fullNameOf(person: NamedPerson | null | undefined): string | undefined {
  const details = person?.contactDetails;
  const parts = [details?.firstName, details?.lastName].map((part) => (typeof part === 'string' ? part.trim() : '')).filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Each person's name by id, for the records that have one. */
export function namesById(people: readonly NamedPerson[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const person of people) {
    const id = person._id ?? person.id;
    const name = fullNameOf(person);
    if (typeof id === 'string' && name !== undefined) names.set(id, name);
  }
  return names;
}

/** The ids of the tutors and students a session (or an occurrence) names. */
export function participantIds(session: WithParticipants): string[] {
  const ids = [...listOf(session.tutors), ...listOf(session.students)].map((participant) => participant.userId);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * The participants with their names from `names`. A person the map does not know (a record since deleted) keeps
 * the name the session had for them before (`previous`), else goes unnamed: never a name a client typed.
 */
export function withParticipantNames<T extends { userId?: unknown; fullName?: unknown }>(
  participants: readonly T[] | undefined,
  names: ReadonlyMap<string, string>,
  previous: readonly unknown[] = [],
): T[] | undefined {
  if (participants === undefined) return undefined;
  const before = new Map<string, string>();
  for (const participant of listOf(previous))
    if (typeof participant.userId === 'string' && typeof participant.fullName === 'string') before.set(participant.userId, participant.fullName);
  return participants.map((participant) => {
    const id = typeof participant.userId === 'string' ? participant.userId : undefined;
    const name = id === undefined ? undefined : (names.get(id) ?? before.get(id));
    const { fullName: _dropped, ...rest } = participant;
    return (name === undefined ? rest : { ...rest, fullName: name }) as T;
  });
}

/** The `tutors` and `students` of a session with their names, for the fields the session has. */
export function namedParticipants(
  session: WithParticipants,
  names: ReadonlyMap<string, string>,
  previous: WithParticipants = {},
): { tutors?: SessionParticipant[]; students?: SessionParticipant[] } {
  const result: { tutors?: SessionParticipant[]; students?: SessionParticipant[] } = {};
  if (Array.isArray(session.tutors)) result.tutors = withParticipantNames(session.tutors as SessionParticipant[], names, listOf(previous.tutors));
  if (Array.isArray(session.students)) result.students = withParticipantNames(session.students as SessionParticipant[], names, listOf(previous.students));
  return result;
}

/** Whether naming the participants again changes what a session stores (so that unchanged ones are not rewritten). */
export function namesChanged(session: WithParticipants, named: WithParticipants): boolean {
  return JSON.stringify([session.tutors, session.students]) !== JSON.stringify([named.tutors ?? session.tutors, named.students ?? session.students]);
}

function listOf(value: unknown): { userId?: unknown; fullName?: unknown }[] {
  return Array.isArray(value) ? value.filter((item): item is { userId?: unknown; fullName?: unknown } => typeof item === 'object' && item !== null) : [];
}
