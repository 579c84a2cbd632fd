import { DEFAULT_MATCHING_PROGRAM_ID, matchesSearch, VALIDATION_MESSAGES } from '@binome/schema';
import {
  commonFreeSlots,
  ExclusionCounter,
  freeSlotsOf,
  exclusionMessageKey,
  nearMissRule,
  scoreCandidate,
  scoreOf,
  slotKey,
  unmetConstraints,
  waitingDays,
  waitingPoints,
  type Exclusion,
  type MatchStudent,
  type PairHistory,
  type MatchTutor,
  type ScoreReason,
  type WeeklySlot,
} from '@binome/schema/matching';
import type { Filter } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { pairHistoryOf, readableStudent, readableStudentProfiles, readableTutor, readableTutorProfiles } from './matching-reads.ts';

export type MatchingMode = 'tutor' | 'student';

/** The filters of section 7 ("matching of not-paired candidates"), all optional. */
export interface CandidateQuery {
  mode: MatchingMode;
  /** Tutor mode: the tutor looking for students. */
  tutorId?: string | undefined;
  /** Student mode: the student looking for a tutor. */
  studentId?: string | undefined;
  gender?: string[] | undefined;
  levelIds?: string[] | undefined;
  sectorIds?: string[] | undefined;
  /** Slot keys (`1@17:00`): the candidate must share one of them. */
  availability?: string[] | undefined;
  subjects?: string[] | undefined;
  programId?: string | undefined;
  /** Matching statuses of the students weighed (default: unmatched). */
  status?: string[] | undefined;
  q?: string | undefined;
  start: number;
  end: number;
}

export interface Candidate {
  id: string;
  role: 'tutor' | 'student';
  fullName: string;
  score: number;
  reasons: ScoreReason[];
  commonSlots: WeeklySlot[];
  level?: string | undefined;
  levels?: string[] | undefined;
  gender?: string | undefined;
  matchingStatus?: string | undefined;
  waitingDays?: number | undefined;
  room?: { matched: number; capacity: number } | undefined;
}

/**
 * Candidates for one tutor (students) or one student (tutors): those the reader may see, who meet every hard
 * constraint and the filters, best score first (then longest waiting, then name), one page of them.
 */
export async function findCandidates(
  context: OperationContext,
  query: CandidateQuery,
): Promise<{ data: Candidate[]; total: number; excluded: (Exclusion & { message: string })[] }> {
  if (!context.signedIn.ability.can('read', 'matching')) throw problems.forbidden();
  const exclusions = new ExclusionCounter(query.mode === 'tutor' ? 'student' : 'tutor');
  const ranked = query.mode === 'tutor' ? await studentsForTutor(context, query, exclusions) : await tutorsForStudent(context, query, exclusions);
  const excluded = exclusions.list().map((exclusion) => ({ ...exclusion, message: exclusionMessageKey(exclusion) }));
  ranked.sort((a, b) => b.score - a.score || b.days - a.days || a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id));
  // The reasons are worked out for the page shown only: the same score, explained.
  return {
    data: ranked.slice(query.start, query.end).map(({ tutor, student }) => scored(tutor, student, query.mode === 'tutor' ? 'student' : 'tutor', context.now)),
    total: ranked.length,
    excluded,
  };
}

/** A candidate before its reasons: what the ranking needs. */
interface Ranked {
  id: string;
  name: string;
  score: number;
  days: number;
  tutor: MatchTutor;
  student: MatchStudent;
}

function ranked(tutor: MatchTutor, student: MatchStudent, common: number, now: Date, role: 'tutor' | 'student'): Ranked {
  const days = waitingDays(student, now);
  const person = role === 'student' ? student : tutor;
  return { id: person.id, name: person.fullName, score: scoreOf(tutor, student, common, waitingPoints(days)), days, tutor, student };
}

async function studentsForTutor(context: OperationContext, query: CandidateQuery, exclusions: ExclusionCounter): Promise<Ranked[]> {
  if (!query.tutorId) throw problems.validation([{ path: 'tutorId', message: VALIDATION_MESSAGES.required }]);
  const tutor = (await readableTutor(context, query.tutorId)).profile;
  const offering = offeringOneOf(freeSlotsOf(tutor));
  if (!offering) return [];
  const filter: Filter = {
    'program.programId': query.programId ?? tutor.programId ?? DEFAULT_MATCHING_PROGRAM_ID,
    'studentPreferences.matchingStatus': { $in: query.status ?? ['unmatched'] },
    'studentPreferences.assignment.level': { $in: query.levelIds ?? [...tutor.levels] },
    'studentPreferences.availability': offering,
    ...(query.gender && { gender: { $in: query.gender } }),
    ...(query.sectorIds && { 'studentPreferences.assignment.sectors': { $in: query.sectorIds } }),
    ...(query.subjects && { 'studentPreferences.assignment.subjectToStudy': { $in: query.subjects } }),
  };
  const [students, history] = await Promise.all([readableStudentProfiles(context, filter), pairHistoryOf(context.store, { tutorId: tutor.id })]);
  const candidates: Ranked[] = [];
  for (const student of students) {
    if (!matchesSearch(student.fullName, query.q) || !fits(tutor, student, history, exclusions)) continue;
    const common = commonFreeSlots(tutor, student);
    if (sharesWanted(common, query.availability)) candidates.push(ranked(tutor, student, common.length, context.now, 'student'));
  }
  return candidates;
}

async function tutorsForStudent(context: OperationContext, query: CandidateQuery, exclusions: ExclusionCounter): Promise<Ranked[]> {
  if (!query.studentId) throw problems.validation([{ path: 'studentId', message: VALIDATION_MESSAGES.required }]);
  const student = (await readableStudent(context, query.studentId)).profile;
  const levels = query.levelIds ?? (student.level ? [student.level] : []);
  const offering = offeringOneOf(freeSlotsOf(student));
  if (!offering) return [];
  const filter: Filter = {
    'program.programId': query.programId ?? student.programId ?? DEFAULT_MATCHING_PROGRAM_ID,
    status: 'active',
    'tutorPreferences.assignment.level': { $in: levels },
    'tutorPreferences.availability': offering,
    ...(query.gender && { gender: { $in: query.gender } }),
    ...(query.sectorIds && { 'tutorPreferences.assignment.sectors': { $in: query.sectorIds } }),
    ...(query.subjects && { subjectToTeach: { $in: [...query.subjects, 'both-subjects'] } }),
  };
  const [tutors, history] = await Promise.all([readableTutorProfiles(context, filter), pairHistoryOf(context.store, { studentId: student.id })]);
  const candidates: Ranked[] = [];
  for (const tutor of tutors) {
    if (!matchesSearch(tutor.fullName, query.q) || !fits(tutor, student, history, exclusions)) continue;
    const common = commonFreeSlots(tutor, student);
    if (sharesWanted(common, query.availability)) candidates.push(ranked(tutor, student, common.length, context.now, 'tutor'));
  }
  return candidates;
}

/**
 * The store's filter on the other side's availability: one of these free slots, free on their side too. Someone who
 * shares no free slot is neither a candidate nor a near miss (having no common slot is not a rule of how they would
 * meet, so nothing is said of them), so the store leaves them out: the candidates of one person read a fraction of a
 * long waiting list. Undefined when there is no free slot to share: nobody can be a candidate.
 */
function offeringOneOf(free: readonly WeeklySlot[]): Filter | undefined {
  if (free.length === 0) return undefined;
  return { $elemMatch: { $or: free.map(({ dayOfTheWeek, startTime }) => ({ dayOfTheWeek, startTime })), taken: { $ne: true } } };
}

/** Meets every hard constraint; a near miss (one rule of how they would meet, alone) is counted on the way. */
function fits(tutor: MatchTutor, student: MatchStudent, history: PairHistory, exclusions: ExclusionCounter): boolean {
  const unmet = unmetConstraints(tutor, student, history);
  if (unmet.length === 0) return true;
  const rule = nearMissRule(unmet);
  if (rule) exclusions.add(rule, tutor, student);
  return false;
}

function scored(tutor: MatchTutor, student: MatchStudent, role: 'tutor' | 'student', now: Date): Candidate {
  const { score, reasons, commonSlots } = scoreCandidate(tutor, student, now);
  const common = { role, score, reasons, commonSlots: commonSlots.map(({ dayOfTheWeek, startTime, endTime }) => ({ dayOfTheWeek, startTime, endTime })) };
  if (role === 'student') {
    return {
      ...common,
      id: student.id,
      fullName: student.fullName,
      level: student.level,
      gender: student.gender,
      matchingStatus: student.matchingStatus,
      waitingDays: waitingDays(student, now),
    };
  }
  return {
    ...common,
    id: tutor.id,
    fullName: tutor.fullName,
    levels: [...tutor.levels],
    gender: tutor.gender,
    room: { matched: tutor.matchedStudents.length, capacity: tutor.capacity },
    waitingDays: waitingDays(student, now),
  };
}

function sharesWanted(slots: readonly WeeklySlot[], wanted: readonly string[] | undefined): boolean {
  if (!wanted || wanted.length === 0) return true;
  return slots.some((slot) => wanted.includes(slotKey(slot)));
}
