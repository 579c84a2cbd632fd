/**
 * Who may take a place in a group session (section 4, "registered for and unregistered from"): written once, used
 * by the server to offer open group sessions to families and to refuse a registration, and by the apps to explain.
 */
export interface GroupSessionFacts {
  sessionType?: unknown;
  status?: unknown;
  program?: { programId?: string } | undefined;
  /** The levels the session is meant for; none named means every level of the program. */
  levels?: readonly string[] | undefined;
  capacity?: number | undefined;
  students?: readonly { userId: string }[] | undefined;
}

export interface GroupStudentFacts {
  id: string;
  programId?: string | undefined;
  levelId?: string | undefined;
}

/** Why a student cannot take a place, the first reason found; undefined when they can (or already have one). */
export type GroupRefusal = 'notGroupSession' | 'otherProgram' | 'otherLevel' | 'capacityReached';

export function groupRefusalFor(session: GroupSessionFacts, student: GroupStudentFacts): GroupRefusal | undefined {
  if (session.sessionType !== 'group-session' || session.status === 'canceled') return 'notGroupSession';
  if (!student.programId || session.program?.programId !== student.programId) return 'otherProgram';
  if (!levelFits(session.levels, student.levelId)) return 'otherLevel';
  if (isRegistered(session, student.id)) return undefined;
  return placesLeft(session) === 0 ? 'capacityReached' : undefined;
}

/** A session naming levels is for those levels only; a student whose level is unknown fits only one naming none. */
export function levelFits(levels: readonly string[] | undefined, levelId: string | undefined): boolean {
  if (!levels || levels.length === 0) return true;
  return levelId !== undefined && levels.includes(levelId);
}

/** Places left: the capacity less the students in it; null when the session has no limit. */
export function placesLeft(session: Pick<GroupSessionFacts, 'capacity' | 'students'>): number | null {
  if (typeof session.capacity !== 'number') return null;
  return Math.max(0, session.capacity - (session.students?.length ?? 0));
}

export function isRegistered(session: Pick<GroupSessionFacts, 'students'>, studentId: string): boolean {
  return (session.students ?? []).some((entry) => entry.userId === studentId);
}
