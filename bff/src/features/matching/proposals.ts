import { DEFAULT_MATCHING_PROGRAM_ID, type ErrorCode } from '@binome/schema';
import { proposeCohort, UNMATCHED_REASONS, type UnmatchedReason } from '@binome/schema/matching';
import { Problem, problems } from '../../http/problems.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { createMatch, matchingBusyIfLost, type FirstSession, type MatchCreated } from './create-match.ts';
import { programPairHistory, readableStudent, readableStudentProfiles, readableTutor, readableTutorProfiles } from './matching-reads.ts';

/** At most this many proposed pairs and unmatched students are listed (the counts are always whole). */
export const MAX_PROPOSED_LISTED = 5_000;
export const MAX_UNMATCHED_LISTED = 500;
/** The pace of the last weeks predicts how long those left will wait. */
const PACE_WEEKS = 8;
const WEEK_MS = 7 * 86_400_000;

/**
 * The dry run of the whole-cohort proposal for one program, over the people the reader may see: the pairs, who is
 * left and why, supply and demand by level and department, and how long those left may wait at the pace of the
 * last weeks' matches. Nothing is written.
 */
export async function proposeForProgram(context: OperationContext, request: { programId?: string | undefined; department?: string | undefined }) {
  const { ability } = context.signedIn;
  if (!ability.can('read', 'matching') || !ability.can('read', 'tutors') || !ability.can('read', 'students')) throw problems.forbidden();
  const programId = request.programId ?? DEFAULT_MATCHING_PROGRAM_ID;
  const [tutors, students, history, recentPairs] = await Promise.all([
    readableTutorProfiles(context, {
      'program.programId': programId,
      status: 'active',
      ...(request.department && { 'tutorPreferences.assignment.department': request.department }),
    }),
    readableStudentProfiles(context, { 'program.programId': programId, 'studentPreferences.matchingStatus': { $in: ['unmatched', 'partial'] } }),
    programPairHistory(context.store, programId),
    context.store
      .collection('pairs')
      .count({ 'program.programId': programId, createdAt: { $gte: new Date(context.now.getTime() - PACE_WEEKS * WEEK_MS).toISOString() } }),
  ]);
  const waiting = request.department ? students.filter((student) => student.department === request.department) : students;
  const proposal = proposeCohort(tutors, waiting, history, context.now);
  const pairsPerWeek = Math.round((recentPairs / PACE_WEEKS) * 10) / 10;
  const byReason = Object.fromEntries(UNMATCHED_REASONS.map((reason) => [reason, 0])) as Record<UnmatchedReason, number>;
  for (const { reason } of proposal.unmatched) byReason[reason] += 1;
  return {
    programId,
    studentsWaiting: proposal.pairs.length + proposal.unmatched.length,
    tutorsWithRoom: tutors.filter((tutor) => tutor.matchedStudents.length < tutor.capacity).length,
    places: tutors.reduce((sum, tutor) => sum + Math.max(0, tutor.capacity - tutor.matchedStudents.length), 0),
    pairsProposed: proposal.pairs.length,
    totalScore: proposal.totalScore,
    pairs: proposal.pairs.slice(0, MAX_PROPOSED_LISTED).map(({ tutor, student, slot, score, reasons }) => ({
      tutorId: tutor.id,
      tutorFullName: tutor.fullName,
      studentId: student.id,
      studentFullName: student.fullName,
      level: student.level,
      slot: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime, endTime: slot.endTime },
      score,
      reasons: reasons.map(({ code, points, ...rest }) => ({
        code,
        points,
        ...('days' in rest && { days: rest.days }),
        ...('department' in rest && { department: rest.department }),
        ...('slots' in rest && { count: rest.slots.length }),
        ...('mode' in rest && { mode: rest.mode }),
        ...('basis' in rest && { basis: rest.basis }),
        ...('km' in rest && rest.km !== undefined && { km: rest.km }),
      })),
    })),
    unmatched: {
      total: proposal.unmatched.length,
      byReason,
      students: proposal.unmatched
        .slice(0, MAX_UNMATCHED_LISTED)
        .map(({ student, reason }) => ({ studentId: student.id, fullName: student.fullName, level: student.level, reason })),
    },
    byLevel: proposal.byLevel,
    byDepartment: proposal.byDepartment,
    pairsPerWeek,
    predictedWaitWeeks: proposal.unmatched.length === 0 ? 0 : pairsPerWeek > 0 ? Math.ceil(proposal.unmatched.length / pairsPerWeek) : null,
  };
}

export interface ApprovedPair {
  tutorId: string;
  studentId: string;
  slot: { dayOfTheWeek: number; startTime: string };
}

/** Staff approve all or some proposed pairs: each is made like a manual match, and refused alone if it no longer fits. */
export async function approveProposals(
  context: OperationContext,
  request: { pairs: readonly ApprovedPair[]; firstSession: FirstSession; vscIds?: readonly string[] | undefined },
) {
  const { ability } = context.signedIn;
  if (!ability.can('create', 'pairs') || !ability.can('create', 'sessions')) throw problems.forbidden();
  const created: MatchCreated[] = [];
  const refused: { tutorId: string; studentId: string; code: ErrorCode; message: string }[] = [];
  for (const pair of request.pairs) {
    try {
      const [tutor, student] = await Promise.all([readableTutor(context, pair.tutorId), readableStudent(context, pair.studentId)]);
      created.push(
        await createMatch(context, { tutor, student, slot: pair.slot, firstSession: request.firstSession, vscIds: request.vscIds, origin: 'matching' }),
      );
    } catch (error) {
      const problem = matchingBusyIfLost(error);
      if (!(problem instanceof Problem)) throw error;
      refused.push({ tutorId: pair.tutorId, studentId: pair.studentId, code: problem.code, message: problem.message });
    }
  }
  return { created, refused };
}
