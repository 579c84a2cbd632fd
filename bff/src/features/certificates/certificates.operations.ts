import { CERTIFICATE_CODE_BYTES, ERROR_MESSAGES, VALIDATION_MESSAGES, type Language, type ReadRecord, certificates, tutors } from '@binome/schema';
import { parisDay } from '@binome/schema/sessions';
import { subject } from '@casl/ability';
import type { StoredDocument } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { documentOf, newId, toRecord, type DocumentOf } from '../../resources/documents.ts';
import { newStoredDocument, readableFilter, readRecordOf, refusalOf, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { secretLinkStanding } from '../../auth/secret-link-owner.ts';
import { PSEUDONYM } from '../privacy/erasure.ts';
import { heldHoursFromStore, scholarYearSoFar } from './held-hours.reads.ts';

/** A certificate as stored. Every field is the server's, set at issue: the descriptor leaves them optional for that reason only. */
export type Certificate = DocumentOf<typeof certificates>;
type Tutor = DocumentOf<typeof tutors>;

export interface CertificateRequest {
  from: string;
  to: string;
  language: Language;
}

/** A verification code: base64url of random bytes (144 bits), so that nobody finds a certificate by guessing. */
export function newVerificationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CERTIFICATE_CODE_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Only a tutor asks, for themself: the figures are theirs, and nobody else's hours are theirs to certify. */
function tutorOf(context: OperationContext): Tutor {
  if (context.signedIn.role !== 'tutor') throw problems.forbidden();
  return documentOf(tutors, context.signedIn.document);
}

function fullNameOf(person: Tutor): string {
  const details = person.contactDetails;
  return [details.firstName, details.lastName].filter((part) => part.trim() !== '').join(' ') || '—';
}

/** The signed-in tutor's hours of the current scholar year so far: the figure of their home. */
export async function ownHeldHours(context: OperationContext) {
  const tutor = tutorOf(context);
  const period = await scholarYearSoFar(context.store, context.now);
  const held = await heldHoursFromStore(context.store, tutor._id, period);
  return { from: period.from, to: period.to, minutes: held.minutes, occurrencesCount: held.occurrences, studentsCount: held.studentIds.length };
}

/**
 * Issues a certificate to the signed-in tutor for a period: the hours and students worked out now and frozen, a new
 * verification code, the tutor's program (for its staff). Asking again for the same period and language while
 * nothing changed answers the certificate already issued, so that downloading twice does not issue twice.
 */
export async function issueCertificate(
  context: OperationContext,
  request: CertificateRequest,
): Promise<{ record: ReadRecord<typeof certificates>; created: boolean }> {
  const tutor = tutorOf(context);
  if (request.to > parisDay(context.now)) throw problems.validation([{ path: 'to', message: VALIDATION_MESSAGES.invalid, params: { field: 'to' } }]);
  const held = await heldHoursFromStore(context.store, tutor._id, request);
  const collection = context.store.collection(certificates.collection);
  const figures: Pick<Certificate, 'tutorId' | 'from' | 'to' | 'language' | 'minutes' | 'occurrencesCount' | 'studentsCount'> = {
    tutorId: tutor._id,
    from: request.from,
    to: request.to,
    language: request.language,
    minutes: held.minutes,
    occurrencesCount: held.occurrences,
    studentsCount: held.studentIds.length,
  };
  const same = await collection.findOne({ ...figures, status: 'valid' });
  if (same) return { record: readRecordOf(context, certificates, same), created: false };
  const program = tutor.program;
  const id = newId();
  const document = newStoredDocument(
    context,
    certificates,
    {
      ...figures,
      tutorName: fullNameOf(tutor),
      ...(program && { program: { programId: program.programId } }),
      code: newVerificationCode(),
      issuedAt: context.now.toISOString(),
      status: 'valid',
    },
    id,
  );
  await context.store.withTransaction(async (store) => {
    await store.collection(certificates.collection).insertOne(document);
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'create',
      resource: certificates.name,
      recordId: id,
      after: toRecord(certificates, document),
      requestId: context.requestId,
      at: context.now,
    });
  });
  return { record: readRecordOf(context, certificates, document), created: true };
}

/** A certificate the signed-in person may see (its owner, or staff of its program): 404 for anyone else. */
export async function readableCertificate(context: OperationContext, id: string): Promise<Certificate> {
  const document = await context.store.collection(certificates.collection).findOne(readableFilter(context, certificates, { _id: id }, 'read'));
  if (!document) throw problems.notFound();
  return documentOf(certificates, document);
}

/** Staff revoke a certificate with a reason: the verification page says so from then on. */
export async function revokeCertificate(context: OperationContext, id: string, reason: string) {
  const existing = await readableCertificate(context, id);
  const before = toRecord(certificates, existing);
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('certificates', before), 'revocationReason')) throw refusalOf(ability, 'update', 'certificates');
  if (existing.status === 'revoked') throw problems.conflict(ERROR_MESSAGES.conflict, 'certificateRevoked');
  const after: StoredDocument = {
    ...existing,
    status: 'revoked',
    revokedAt: context.now.toISOString(),
    revokedBy: context.signedIn.userId,
    revocationReason: reason,
    ...updateStamp(context),
  };
  await context.store.withTransaction(async (store) => {
    const written = await store.collection(certificates.collection).replaceOne(unchangedSince(existing), after);
    if (written.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'update',
      resource: certificates.name,
      recordId: id,
      before,
      after: toRecord(certificates, after),
      requestId: context.requestId,
      at: context.now,
    });
  });
  return readRecordOf(context, certificates, after);
}

/**
 * What the public verification answers for a code: the name printed, the period, the hours, the issue date and
 * whether it was revoked. Nothing else about anyone: no id, no program, no students, no reason, and never the
 * owner's account status.
 *
 * The one secret URL that outlives its owner's use of their account, on purpose: a certificate is an attestation
 * handed to third parties (an employer, a school) about volunteering already done, which stays true after the
 * volunteer leaves, so a deactivated or archived owner's code keeps answering. Once the owner is deleted or erased,
 * the code still says that the association issued that certificate (and whether it was revoked), but under the
 * pseudonym: whoever holds the paper already reads the name, and whoever only guessed or kept a code learns no name.
 */
export async function verifyCertificate(context: { store: OperationContext['store'] }, code: string) {
  const found = await context.store
    .collection(certificates.collection)
    .findOne({ code }, { projection: { tutorId: 1, tutorName: 1, from: 1, to: 1, minutes: 1, issuedAt: 1, status: 1 } });
  if (!found) throw problems.notFound();
  const certificate = documentOf(certificates, found);
  const erased = certificate.tutorId !== undefined && (await secretLinkStanding(context.store, certificate.tutorId)) === 'erased';
  return {
    tutorName: erased ? PSEUDONYM.fullName : (certificate.tutorName ?? ''),
    from: certificate.from ?? '',
    to: certificate.to ?? '',
    minutes: certificate.minutes ?? 0,
    issuedAt: certificate.issuedAt ?? '',
    revoked: certificate.status === 'revoked',
  };
}
