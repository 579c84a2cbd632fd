import {
  ERROR_MESSAGES,
  isStaffRole,
  programAtValidation,
  roleAfterValidation,
  scopedProgramsOf,
  validationBlockerOf,
  isPending,
  prospects,
} from '@binome/schema';
import { subject } from '@casl/ability';
import type { StoredDocument } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import { auditUpdate } from '../../audit/audit-log.ts';
import { documentOf, toRecord, type DocumentOf } from '../../resources/documents.ts';
import { programName, readableFilter, refusalOf, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { SESSIONS_COLLECTION } from '../../auth/sessions.ts';
import { composeMail } from '../../messaging/mail-templates.ts';
import { languageOf } from '../../messaging/language.ts';
import { publicUrlOf } from '../../env.ts';

/** What staff may say when validating: the program the person enters, when they have none yet. */
export interface ValidationRequest {
  programId?: string | undefined;
}

export interface StopRequest {
  reason: string;
  description?: string | undefined;
}

/** A prospect the signed-in staff member may see and decide on; 404 out of reach, 403 without the right. */
type Prospect = DocumentOf<typeof prospects>;

async function decidable(context: OperationContext, id: string): Promise<Prospect> {
  const prospect = await context.store.collection(prospects.collection).findOne(readableFilter(context, prospects, { _id: id }, 'read'));
  if (!prospect) throw problems.notFound();
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('prospects', toRecord(prospects, prospect)))) throw refusalOf(ability, 'update', 'prospects');
  return documentOf(prospects, prospect);
}

async function write(context: OperationContext, before: StoredDocument, after: StoredDocument, endSignIns: boolean): Promise<void> {
  await context.store.withTransaction(async (store) => {
    const written = await store.collection(prospects.collection).replaceOne(unchangedSince(before), after);
    if (written.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await auditUpdate(store, context, 'prospects', before._id, toRecord(prospects, before), toRecord(prospects, after));
    // A new role, or a stop: the person signs in again (their next session carries what they now are).
    if (endSignIns) await store.collection(SESSIONS_COLLECTION).deleteMany({ userId: before._id });
  });
}

/**
 * Validates a prospect (section 4): a prospect lead whose path is done (step 5, or 6 by staff's choice) and whose
 * criminal record extract was accepted becomes a tutor (active, step 7); a parent prospect becomes a parent. One
 * transaction, with the audit; who and when are the server's; a welcome mail follows.
 */
export async function validateProspect(context: OperationContext, id: string, request: ValidationRequest = {}) {
  const prospect = await decidable(context, id);
  const criminalRecordAccepted = (await context.store.collection('documents').count({ ownerId: id, kind: 'criminal-record', status: 'accepted' })) > 0;
  const blocker = validationBlockerOf(prospect, { criminalRecordAccepted });
  if (blocker) throw problems.conflict(ERROR_MESSAGES[blocker], blocker);
  const role = roleAfterValidation(prospect.userRole);
  if (!role) throw problems.conflict(ERROR_MESSAGES.prospectDecided, 'prospectDecided');
  const program = programOfValidated(context, prospect, request);
  const nowIso = context.now.toISOString();
  const preferences = prospect.prospectPreferences ?? {};
  const after: StoredDocument = {
    ...prospect,
    program: { programId: program, programName: programName(program) },
    userRole: role,
    status: 'active',
    ...(role === 'tutor' && { onBoardingStep: 7 }),
    prospectPreferences: { ...preferences, decision: 'validated', isValidated: true, validatedBy: context.signedIn.userId, validatedAt: nowIso },
    ...updateStamp(context),
  };
  await write(context, prospect, after, true);
  await welcome(context, after, role);
  return {
    id,
    userRole: role,
    status: 'active' as const,
    ...(role === 'tutor' && { onBoardingStep: 7 as const }),
    decision: 'validated' as const,
    validatedBy: context.signedIn.userId,
    validatedAt: nowIso,
  };
}

/** The program the validated person enters (domain/prospects/program-at-validation.ts), or the refusal. */
function programOfValidated(context: OperationContext, prospect: Prospect, request: ValidationRequest): string {
  const current = prospect.program?.programId;
  const { sessionUser, role } = context.signedIn;
  const readerPrograms = isStaffRole(role) ? scopedProgramsOf(sessionUser, role) : undefined;
  const chosen = programAtValidation({ current, requested: request.programId, readerPrograms });
  if ('programId' in chosen) return chosen.programId;
  if (chosen.refused === 'programOutsideReach') throw problems.forbidden({ message: ERROR_MESSAGES.programOutsideReach, fields: ['program.programId'] });
  throw problems.validation([{ path: 'programId', message: ERROR_MESSAGES.programRequired }]);
}

/** Stops a prospect with a reason (and a description for 'other'): they stay a prospect, and are signed out. */
export async function stopProspect(context: OperationContext, id: string, request: StopRequest) {
  const prospect = await decidable(context, id);
  if (!isPending(prospect)) throw problems.conflict(ERROR_MESSAGES.prospectDecided, 'prospectDecided');
  const nowIso = context.now.toISOString();
  const preferences = prospect.prospectPreferences ?? {};
  const decision = {
    decision: 'stopped' as const,
    isValidated: false as const,
    stopReason: request.reason,
    ...(request.description && { description: request.description }),
    stoppedBy: context.signedIn.userId,
    stoppedAt: nowIso,
  };
  const after: StoredDocument = { ...prospect, prospectPreferences: { ...preferences, ...decision }, ...updateStamp(context) };
  await write(context, prospect, after, true);
  return { id, ...decision };
}

async function welcome(context: OperationContext, person: StoredDocument, role: 'tutor' | 'parent'): Promise<void> {
  const details = (person.contactDetails ?? {}) as { email?: string; firstName?: string };
  if (!details.email || !context.deps) return;
  try {
    const link = `${publicUrlOf(context.deps.env)}/login`;
    await context.deps.mailer.send(
      composeMail(role === 'tutor' ? 'welcomeTutor' : 'welcomeParent', languageOf(person), details.email, { name: details.firstName ?? '', link }),
    );
  } catch (error) {
    // The decision stands; the mail is a courtesy that a mail server outage must not undo.
    context.deps.log.error('A welcome mail could not be sent', { user: person._id, error: error instanceof Error ? error.message : String(error) });
  }
}
