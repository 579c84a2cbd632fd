import { commonFreeSlots } from './constraints.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { sharedModes, type TutoringMode } from './modes.ts';
import { distanceOfPair, knownKm, type DistanceBasis } from './distance.ts';
import { firstShared } from './lists.ts';

/**
 * How a candidate pair is ranked, in one place. Each part is worth between 0 and its weight; the score is their
 * sum, out of 100. Waiting time weighs most, as in the associations we learnt from (one gives it 0.6): a child who
 * has waited three months comes before a slightly better fit who registered yesterday. Level and program are hard
 * constraints (see constraints.ts), so they earn nothing here; the level is still listed as a reason.
 */
export const SCORE_WEIGHTS = {
  /** Days since the request, up to WAITING_FULL_DAYS. */
  waiting: 40,
  /** Common free one-hour slots, up to COMMON_SLOTS_FULL: more choice for the first session. */
  commonSlots: 20,
  /** The student's subjects are among what the tutor teaches. */
  subjects: 15,
  /** Same establishment (all of it), or same department (DEPARTMENT_SHARE of it). */
  place: 10,
  /** The tutor works in the student's sector. */
  sector: 10,
  /**
   * Nearer scores higher, for a pair that may meet in person: all of it at 0 km, none at the program's bound (or at
   * DISTANCE_REFERENCE_KM without one). Small: the bound is the rule; this only orders those within it.
   */
  distance: 5,
} as const;

export const WAITING_FULL_DAYS = 90;
export const COMMON_SLOTS_FULL = 3;
export const DEPARTMENT_SHARE = 0.6;
/** Where the distance stops earning points in a program without a bound: a long way across a city. */
export const DISTANCE_REFERENCE_KM = 20;
/** A subject preference covering every subject. */
const BOTH_SUBJECTS = 'both-subjects';

export type ScoreReason =
  | { code: 'waiting'; points: number; days: number }
  | { code: 'commonSlots'; points: number; slots: WeeklySlot[] }
  | { code: 'level'; points: 0; level: string }
  | { code: 'mode'; points: 0; mode: TutoringMode | 'both' }
  | { code: 'subjects'; points: number; subject: string }
  | { code: 'sameEstablishment'; points: number; establishmentId: string }
  | { code: 'sameDepartment'; points: number; department: string }
  | { code: 'sameSector'; points: number; sectorId: string }
  | { code: 'distance'; points: number; basis: DistanceBasis; km?: number };

export interface CandidateScore {
  /** 0 to 100, a whole number (the solver works on integers). */
  score: number;
  reasons: ScoreReason[];
  commonSlots: WeeklySlot[];
}

const DAY_MS = 86_400_000;

/** The score of a pair that meets the hard constraints, with each reason that earned points. */
export function scoreCandidate(tutor: MatchTutor, student: MatchStudent, now: Date): CandidateScore {
  const reasons: ScoreReason[] = [];
  const days = waitingDays(student, now);
  if (days > 0) reasons.push({ code: 'waiting', points: waitingPoints(days), days });
  const slots = commonFreeSlots(tutor, student);
  if (slots.length > 0) reasons.push({ code: 'commonSlots', points: commonSlotsPoints(slots.length), slots });
  if (student.level && tutor.levels.includes(student.level)) reasons.push({ code: 'level', points: 0, level: student.level });
  // A hard rule too, named so staff see how the two would meet (online, in person, or either).
  const modes = sharedModes(tutor, student);
  if (modes.length > 0) reasons.push({ code: 'mode', points: 0, mode: modes.length === 1 ? modes[0]! : 'both' });
  if (subjectsFit(tutor, student)) reasons.push({ code: 'subjects', points: SCORE_WEIGHTS.subjects, subject: student.subject! });
  const establishmentId = sharedEstablishment(tutor, student);
  if (establishmentId) reasons.push({ code: 'sameEstablishment', points: SCORE_WEIGHTS.place, establishmentId });
  else if (sameDepartment(tutor, student)) reasons.push({ code: 'sameDepartment', points: DEPARTMENT_POINTS, department: student.department! });
  const sectorId = firstShared(student.sectors, tutor.sectors);
  if (sectorId) reasons.push({ code: 'sameSector', points: SCORE_WEIGHTS.sector, sectorId });
  // Said for every pair that may meet in person, with the distance or why it is unknown.
  if (modes.includes('in-person')) {
    const distance = distanceOfPair(tutor, student);
    reasons.push({
      code: 'distance',
      points: distancePoints(distance.km, student.maxDistanceKm),
      basis: distance.basis,
      ...(distance.km !== undefined && { km: distance.km }),
    });
  }
  return { score: total(reasons.map((reason) => reason.points)), reasons, commonSlots: slots };
}

/**
 * The same score as `scoreCandidate`, as a number only, when the caller already counted the common free slots
 * and knows the student's waiting points: the candidates of one person are ranked this way.
 */
export function scoreOf(tutor: MatchTutor, student: MatchStudent, commonSlots: number, studentWaitingPoints: number): number {
  return scoreOfKnownDistance(tutor, student, commonSlots, studentWaitingPoints, mayMeetInPerson(tutor, student) ? knownKm(tutor, student) : undefined);
}

/**
 * scoreOf, given the pair's known kilometres too (knownKm; read only when they may meet in person): the whole-cohort
 * proposal works them out once per pair, for the distance rule and for the score, and weighs millions of pairs.
 */
export function scoreOfKnownDistance(
  tutor: MatchTutor,
  student: MatchStudent,
  commonSlots: number,
  studentWaitingPoints: number,
  km: number | undefined,
): number {
  return scoreOfParts(
    studentWaitingPoints,
    commonSlots,
    subjectsFit(tutor, student),
    !!sharedEstablishment(tutor, student),
    sameDepartment(tutor, student),
    firstShared(student.sectors, tutor.sectors) !== undefined,
    mayMeetInPerson(tutor, student) ? distancePoints(km, student.maxDistanceKm) : 0,
  );
}

/**
 * The score from its parts, each already worked out: the whole-cohort scan (cohort-edges.ts) finds them from numbers
 * it prepares once per person, instead of reading two profiles for each of millions of pairs.
 */
export function scoreOfParts(
  studentWaitingPoints: number,
  commonSlots: number,
  subjects: boolean,
  sameEstablishment: boolean,
  sameDepartment: boolean,
  sameSector: boolean,
  distance: number,
): number {
  // Added in the order scoreCandidate lists its reasons, so that the two round alike.
  let sum = 0 + studentWaitingPoints;
  if (commonSlots > 0) sum += commonSlotsPoints(commonSlots);
  if (subjects) sum += SCORE_WEIGHTS.subjects;
  if (sameEstablishment) sum += SCORE_WEIGHTS.place;
  else if (sameDepartment) sum += DEPARTMENT_POINTS;
  if (sameSector) sum += SCORE_WEIGHTS.sector;
  // A pair that may not meet in person gets 0 here: adding 0 changes no sum.
  sum += distance;
  return Math.min(100, Math.round(sum));
}

/** The distance's points: the whole weight at 0 km, falling in a straight line to none at the bound; none unknown. */
export function distancePoints(km: number | undefined, maxDistanceKm: number | undefined): number {
  if (km === undefined) return 0;
  return round(SCORE_WEIGHTS.distance * Math.max(0, 1 - km / (maxDistanceKm ?? DISTANCE_REFERENCE_KM)));
}

export function mayMeetInPerson(tutor: Pick<MatchTutor, 'modes'>, student: Pick<MatchStudent, 'modes'>): boolean {
  return tutor.modes.includes('in-person') && student.modes.includes('in-person');
}

/** The points of waiting `days` (0 for none): what `scoreOf` takes once per student. */
export function waitingPoints(days: number): number {
  return days > 0 ? round(SCORE_WEIGHTS.waiting * Math.min(days / WAITING_FULL_DAYS, 1)) : 0;
}

const DEPARTMENT_POINTS = round(SCORE_WEIGHTS.place * DEPARTMENT_SHARE);

function commonSlotsPoints(count: number): number {
  return round(SCORE_WEIGHTS.commonSlots * Math.min(count / COMMON_SLOTS_FULL, 1));
}

function subjectsFit(tutor: MatchTutor, student: MatchStudent): boolean {
  return subjectsFitOf(tutor.subject, student.subject);
}

/** The student's subject is among what the tutor teaches (subjectsFit, from the two subjects). */
export function subjectsFitOf(tutorSubject: string | undefined, studentSubject: string | undefined): boolean {
  return !!studentSubject && !!tutorSubject && (tutorSubject === BOTH_SUBJECTS || tutorSubject === studentSubject);
}

function sharedEstablishment(tutor: MatchTutor, student: MatchStudent): string | undefined {
  return firstShared(student.establishments, tutor.establishments);
}

function sameDepartment(tutor: MatchTutor, student: MatchStudent): boolean {
  return sameDepartmentOf(tutor.department, student.department);
}

export function sameDepartmentOf(tutorDepartment: string | undefined, studentDepartment: string | undefined): boolean {
  return !!studentDepartment && studentDepartment === tutorDepartment;
}

function total(points: readonly number[]): number {
  return Math.min(100, Math.round(points.reduce((sum, value) => sum + value, 0)));
}

/** Whole days since the student's request; 0 when unknown or in the future. */
export function waitingDays(student: Pick<MatchStudent, 'waitingSince'>, now: Date): number {
  const since = student.waitingSince ? Date.parse(student.waitingSince) : Number.NaN;
  return Number.isFinite(since) ? Math.max(0, Math.floor((now.getTime() - since) / DAY_MS)) : 0;
}

function round(points: number): number {
  return Math.round(points * 10) / 10;
}
