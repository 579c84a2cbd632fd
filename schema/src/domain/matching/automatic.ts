import { PROGRAM_IDS } from '../../reference/programs.ts';
import { canBeMatched, compareSlots, EMPTY_PAIR_HISTORY, freeSlotsOf, slotKey, tutorHasRoom, tutorIsActive, type PairHistory } from './constraints.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';

/** Why the automatic matching cannot run for a tutor (section 5's button rules), or found nobody (its errors). */
export type AutomaticRefusal = 'notOffered' | 'tutorInactive' | 'tutorFull' | 'noEmptySlot' | 'noStudentForSlot';

/** Solidarity tutoring pairs people another way: the button is not offered there (section 5). */
export function automaticMatchingOffered(tutor: Pick<MatchTutor, 'programId'>): boolean {
  return tutor.programId !== PROGRAM_IDS.solidarityTutoring;
}

/** What stops the tutor from asking at all, before any student is looked at; undefined when they may. */
export function automaticMatchingBlocker(tutor: MatchTutor): AutomaticRefusal | undefined {
  if (!automaticMatchingOffered(tutor)) return 'notOffered';
  if (!tutorIsActive(tutor)) return 'tutorInactive';
  if (!tutorHasRoom(tutor)) return 'tutorFull';
  if (freeSlotsOf(tutor).length === 0) return 'noEmptySlot';
  return undefined;
}

export type AutomaticPick = { ok: true; slot: WeeklySlot; student: MatchStudent } | { ok: false; refusal: AutomaticRefusal };

/**
 * Section 4, exactly: the tutor's free slots are tried in week order; for each, the first waiting student who fits
 * (the hard constraints, and that very slot free on their side) is taken; when nobody fits, the next slot is tried.
 * "First" is the one who has waited longest (then by id, so that the answer never depends on the read order).
 */
export function pickAutomaticMatch(tutor: MatchTutor, students: readonly MatchStudent[], history: PairHistory = EMPTY_PAIR_HISTORY): AutomaticPick {
  const blocker = automaticMatchingBlocker(tutor);
  if (blocker) return { ok: false, refusal: blocker };
  const fitting = students.filter((student) => canBeMatched(tutor, student, history)).sort(longestWaitingFirst);
  for (const slot of freeSlotsOf(tutor).sort(compareSlots)) {
    const key = slotKey(slot);
    const student = fitting.find((candidate) => candidate.availability.some((own) => !own.taken && slotKey(own) === key));
    if (student) return { ok: true, slot, student };
  }
  return { ok: false, refusal: 'noStudentForSlot' };
}

function longestWaitingFirst(a: MatchStudent, b: MatchStudent): number {
  const since = (student: MatchStudent) => student.waitingSince ?? '9999';
  return since(a).localeCompare(since(b)) || a.id.localeCompare(b.id);
}
