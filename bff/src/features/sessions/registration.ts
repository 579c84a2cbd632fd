import { ERROR_MESSAGES, isStaffRole, VALIDATION_MESSAGES, sessions, students } from '@binome/schema';
import { subject } from '@casl/ability';
import { fullNameOf, groupRefusalFor, type GroupSessionFacts, type GroupStudentFacts } from '@binome/schema/sessions';
import type { StoredDocument } from '../../store/store.ts';
import { problems, Problem } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { toRecord } from '../../resources/documents.ts';
import { holdSlots } from './booking.ts';
import { sessionDepartments, storeSource } from '../departments/record-departments.ts';
import { materialiseSeries } from './materialise.ts';
import type { SeriesRecord } from './occurrence-store.ts';

/**
 * Registers a student for a group session, or withdraws them (section 4: "registered for and unregistered from"):
 * a student for themself, a parent for their child, staff who may update the session. Only group sessions of the
 * student's program, within its places; the student's upcoming occurrences are then held like any booking.
 */
export async function changeRegistration(context: OperationContext, id: string, action: 'register' | 'unregister', requestedStudentId: string | undefined) {
  const student = await studentFor(context, requestedStudentId);
  const series = await context.store.collection(sessions.collection).findOne({ _id: id });
  const staff = isStaffRole(context.signedIn.role);
  const programId = (student.program as { programId?: string } | undefined)?.programId;
  const seriesProgram = (series?.program as { programId?: string } | undefined)?.programId;
  // Families see the group sessions of their program; anything else is not there for them.
  if (!series || (!staff && seriesProgram !== programId)) throw problems.notFound();
  if (staff && !context.signedIn.ability.can('update', subject('sessions', toRecord(sessions, series)))) throw problems.forbidden();
  if (series.sessionType !== 'group-session' || series.status === 'canceled') throw problems.conflict(ERROR_MESSAGES.notGroupSession, 'notGroupSession');
  const enrolled = (series.students as { userId: string; fullName?: string }[] | undefined) ?? [];
  const already = enrolled.some((entry) => entry.userId === student._id);
  const capacity = typeof series.capacity === 'number' ? series.capacity : null;
  if (action === 'register') refuseRegistration(series, student, staff);
  const studentsAfter =
    action === 'register'
      ? already
        ? enrolled
        : [...enrolled, { userId: student._id, ...withName(student) }]
      : enrolled.filter((entry) => entry.userId !== student._id);
  const registeredBefore = (series.registeredUsers as string[] | undefined) ?? [];
  const registeredAfter =
    action === 'register' ? [...new Set([...registeredBefore, student._id])] : registeredBefore.filter((userId) => userId !== student._id);
  if (studentsAfter !== enrolled || registeredAfter.length !== registeredBefore.length) {
    const nowIso = context.now.toISOString();
    const changed = { ...series, students: studentsAfter };
    // Who registers changes whose session it is: filed again under the departments of its students.
    const after: StoredDocument = {
      ...changed,
      departments: await sessionDepartments(storeSource(context.store), changed),
      registeredUsers: registeredAfter,
      updatedAt: nowIso,
      updatedBy: context.signedIn.userId,
    };
    await context.store.withTransaction(async (store) => {
      const result = await store.collection(sessions.collection).replaceOne({ _id: id, updatedAt: series.updatedAt }, after);
      if (result.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
      const upcoming = await materialiseSeries(store, { ...toRecord(sessions, after), id } as SeriesRecord, context.now);
      // A series with nothing left to attend is over: nobody joins it.
      if (action === 'register' && !upcoming.some((occurrence) => occurrence.status === 'scheduled'))
        throw problems.conflict(ERROR_MESSAGES.occurrenceNotUpcoming, 'occurrenceNotUpcoming');
      if (action === 'register')
        await holdSlots(
          store,
          id,
          upcoming.filter((occurrence) => occurrence.participantIds?.includes(student._id)),
        );
      await writeAudit(store, {
        actor: context.signedIn,
        action: 'update',
        resource: 'sessions',
        recordId: id,
        before: toRecord(sessions, series),
        after: toRecord(sessions, after),
        requestId: context.requestId,
        at: context.now,
      });
    });
  }
  return { registered: action === 'register', places: capacity === null ? null : Math.max(0, capacity - studentsAfter.length) };
}

/**
 * The shared rule (domain/sessions/group-registration.ts) on a registration: the program was checked above (staff
 * may place a student of another program they reach), the level and the places hold for everyone.
 */
function refuseRegistration(series: StoredDocument, student: StoredDocument, staff: boolean): void {
  const refusal = groupRefusalFor(toRecord(sessions, series) as GroupSessionFacts, groupStudentOf(student));
  if (refusal === 'otherLevel') throw problems.conflict(ERROR_MESSAGES.otherLevel, 'otherLevel');
  if (refusal === 'capacityReached') throw problems.conflict(ERROR_MESSAGES.capacityReached, 'capacityReached');
  if (refusal === 'otherProgram' && !staff) throw problems.notFound();
}

/** A student as the group rule reads them. */
export function groupStudentOf(student: StoredDocument): GroupStudentFacts {
  const preferences = student.studentPreferences as { assignment?: { level?: string } } | undefined;
  return { id: student._id, programId: (student.program as { programId?: string } | undefined)?.programId, levelId: preferences?.assignment?.level };
}

/** The student concerned: the signed-in student, a parent's own child, or for staff any student they may read. */
async function studentFor(context: OperationContext, requestedStudentId: string | undefined): Promise<StoredDocument> {
  const { role, userId } = context.signedIn;
  const id = role === 'student' ? userId : requestedStudentId;
  if (!id) throw problems.validation([{ path: 'studentId', message: VALIDATION_MESSAGES.required }]);
  if (role === 'student' && requestedStudentId && requestedStudentId !== userId) throw problems.forbidden();
  if (role !== 'student' && role !== 'parent' && !isStaffRole(role)) throw problems.forbidden();
  const student = await context.store.collection(students.collection).findOne(readableFilter(context, students, { _id: id }, 'read'));
  if (!student) throw new Problem(404, 'notFound', ERROR_MESSAGES.notFound);
  return student;
}

/** A student is named from their record, like every session participant (participant-names.ts). */
function withName(student: StoredDocument): { fullName?: string } {
  const fullName = fullNameOf(student);
  return fullName === undefined ? {} : { fullName };
}
