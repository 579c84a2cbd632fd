import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { wantsPrivatePair } from './modes.ts';
import { withinDistance } from './distance.ts';

/**
 * The hard constraints of a match (issue "Matching", written once here): a tutor and a student are a candidate
 * pair only when none of these fails. The codes name what failed, so staff are told why nobody fits.
 */
export const HARD_CONSTRAINTS = [
  'program',
  'level',
  'noCommonSlot',
  'tutorFull',
  'tutorInactive',
  'studentNotWaiting',
  'dissociatedBefore',
  'alreadyPaired',
  'groupTutoring',
  'mode',
  'distance',
] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

/**
 * The hard constraints about how and where the two would meet: a pair that breaks only one of these is a near miss,
 * counted by rule when nothing fits ("2 élèves en présentiel seulement", "3 élèves à plus de 10 km").
 */
export const FIT_RULES = ['groupTutoring', 'mode', 'distance'] as const satisfies readonly HardConstraint[];
export type FitRule = (typeof FIT_RULES)[number];

/** Statuses that close an account: nobody is matched with such a person. */
const CLOSED_STATUSES = new Set(['deactivated', 'deleted', 'archived', 'suspended', 'commitment-end', 'preemptive-end']);
/** A student is waiting for a tutor when no tutor or only part of their need is found yet (section 4). */
const WAITING_MATCHING_STATUSES = new Set(['unmatched', 'partial']);
/** A request still being completed (`new`) or closed (`stop`) is not matched yet, or any more. */
const NOT_WAITING_SITUATIONS = new Set(['new', 'stop']);

/** Pairs already formed between the two, by `tutorId:studentId`: dissociated ones are never proposed again. */
export interface PairHistory {
  dissociated: ReadonlySet<string>;
  active: ReadonlySet<string>;
}

export const EMPTY_PAIR_HISTORY: PairHistory = { dissociated: new Set(), active: new Set() };

export function pairKey(tutorId: string, studentId: string): string {
  return `${tutorId}:${studentId}`;
}

export function slotKey(slot: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>): string {
  return `${slot.dayOfTheWeek}@${slot.startTime}`;
}

/** Earliest in the week first: Monday 08:00 before Monday 08:30 before Tuesday 08:00. */
export function compareSlots(a: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>, b: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>): number {
  return a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime);
}

/** The tutor's weekly slots not taken yet, in week order: what the automatic matching tries, one after the other. */
export function freeSlotsOf(person: Pick<MatchTutor, 'availability'>): WeeklySlot[] {
  return person.availability.filter((slot) => !slot.taken).sort(compareSlots);
}

/**
 * The one-hour slots both offer and neither has given to someone else yet, in week order. Plain loops over the two
 * short lists: this runs for every candidate of a search, and building a set per pair cost more than it saved.
 */
export function commonFreeSlots(tutor: Pick<MatchTutor, 'availability'>, student: Pick<MatchStudent, 'availability'>): WeeklySlot[] {
  const common: WeeklySlot[] = [];
  for (const slot of tutor.availability) {
    if (slot.taken) continue;
    for (const own of student.availability) {
      if (!own.taken && own.dayOfTheWeek === slot.dayOfTheWeek && own.startTime === slot.startTime) {
        common.push(slot);
        break;
      }
    }
  }
  return common.length > 1 ? common.sort(compareSlots) : common;
}

export function tutorIsActive(tutor: Pick<MatchTutor, 'status' | 'commitmentStatus'>): boolean {
  return tutor.status === 'active' && (tutor.commitmentStatus === undefined || tutor.commitmentStatus === 'active');
}

export function tutorHasRoom(tutor: Pick<MatchTutor, 'capacity' | 'matchedStudents'>): boolean {
  return tutor.matchedStudents.length < tutor.capacity;
}

export function studentIsWaiting(student: Pick<MatchStudent, 'status' | 'matchingStatus' | 'situation'>): boolean {
  if (student.status !== undefined && CLOSED_STATUSES.has(student.status)) return false;
  if (student.situation !== undefined && NOT_WAITING_SITUATIONS.has(student.situation)) return false;
  return WAITING_MATCHING_STATUSES.has(student.matchingStatus ?? 'unmatched');
}

/** Every hard constraint the pair breaks; an empty list means they may be matched. */
export function unmetConstraints(tutor: MatchTutor, student: MatchStudent, history: PairHistory = EMPTY_PAIR_HISTORY): HardConstraint[] {
  const unmet: HardConstraint[] = [];
  if (!tutor.programId || tutor.programId !== student.programId) unmet.push('program');
  if (!student.level || !tutor.levels.includes(student.level)) unmet.push('level');
  if (commonFreeSlots(tutor, student).length === 0) unmet.push('noCommonSlot');
  if (!tutorHasRoom(tutor)) unmet.push('tutorFull');
  if (!tutorIsActive(tutor)) unmet.push('tutorInactive');
  if (!studentIsWaiting(student)) unmet.push('studentNotWaiting');
  const key = pairKey(tutor.id, student.id);
  if (history.dissociated.has(key)) unmet.push('dissociatedBefore');
  if (history.active.has(key) || tutor.matchedStudents.includes(student.id)) unmet.push('alreadyPaired');
  if (!wantsPrivatePair(student)) unmet.push('groupTutoring');
  if (!modesMeet(tutor, student)) unmet.push('mode');
  // In person only, within the bound of the student's program (the pair's: both must be of it).
  else if (!withinDistance(tutor, student, student.maxDistanceKm)) unmet.push('distance');
  return unmet;
}

export function canBeMatched(tutor: MatchTutor, student: MatchStudent, history: PairHistory = EMPTY_PAIR_HISTORY): boolean {
  return unmetConstraints(tutor, student, history).length === 0;
}

/** They share a mode (plain loops: this runs for every pair the proposal weighs). */
export function modesMeet(tutor: Pick<MatchTutor, 'modes'>, student: Pick<MatchStudent, 'modes'>): boolean {
  for (const mode of tutor.modes) if (student.modes.includes(mode)) return true;
  return false;
}
