import { documents, ERROR_MESSAGES, UPLOAD_MAX_BYTES, VALIDATION_MESSAGES, type ReadRecord, type StoredRecord } from '@binome/schema';
import { parisDay } from '@binome/schema/sessions';
import { subject } from '@casl/ability';
import { z } from 'zod';
import type { StoredDocument } from '../../store/store.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { auditUpdate, writeAudit } from '../../audit/audit-log.ts';
import { documentOf, newId, toRecord, type DocumentOf } from '../../resources/documents.ts';
import {
  newStoredDocument,
  readableFilter,
  readRecordOf,
  readView,
  refusalOf,
  unchangedSince,
  updateStamp,
  type OperationContext,
} from '../../resources/operations.ts';
import { MalformedMultipart, multipartParts, textOf } from './multipart.ts';
import { NotPdf, pdfWithin, TooLarge } from './pdf-content.ts';
import { refreshProspectReadiness } from '../prospects/prospect-readiness.ts';

/** An uploaded document as stored: its record's fields, and where its file is kept (never in an answer). */
export type UploadedDocument = DocumentOf<typeof documents> & { blobId?: string };
/** Who uploads documents: the volunteers (tutors, and prospect leads on their way to becoming one). */
const UPLOADERS = new Set(['tutor', 'prospectLead']);
/** Room for the form's text fields and the multipart framing beyond the file itself. */
const FRAMING_BYTES = 64 * 1024;
const FIELD_BYTES = 1024;
const PART_LIMITS = { headerBytes: 8 * 1024, parts: 8 };

/** Refusals of an upload: the catalogue's 'file upload failed', with a code saying why. */
export const uploadProblems = {
  notPdf: () => new Problem(415, 'notPdf', ERROR_MESSAGES.fileUploadFailed),
  tooLarge: () => new Problem(413, 'fileTooLarge', ERROR_MESSAGES.fileUploadFailed, { maxBytes: UPLOAD_MAX_BYTES }),
  failed: () => new Problem(500, 'fileUploadFailed', ERROR_MESSAGES.fileUploadFailed),
};

const text = (max: number) => z.string().trim().min(1).max(max);
const UploadFieldsSchema = z
  .strictObject({
    kind: z.enum(['criminal-record', 'other']),
    title: text(200).optional(),
    'criminalRecord.number': text(50).optional(),
    'criminalRecord.issueDate': z.iso.date().optional(),
    'criminalRecord.issuedBy': text(200).optional(),
  })
  .superRefine((fields, context) => {
    if (fields.kind !== 'criminal-record') return;
    for (const key of ['criminalRecord.number', 'criminalRecord.issueDate', 'criminalRecord.issuedBy'] as const) {
      if (fields[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.required });
    }
  });

function validationOf(error: z.ZodError) {
  return problems.validation(
    error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message.startsWith('validation.') ? issue.message : VALIDATION_MESSAGES.invalid,
      params: { field: issue.path.join('.') },
    })),
  );
}

function fullNameOf(person: StoredDocument): string {
  const details = (person.contactDetails ?? {}) as { firstName?: string; lastName?: string };
  return [details.firstName, details.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ') || '—';
}

/** What a file name may not carry into a record or a header: control characters, and quotes. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f"]/g;

/** A file name fit for a record and a header: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_FILE_NAME, '').trim().slice(0, 200);
  return cleaned || 'document.pdf';
}

export function blobsOf(context: OperationContext): BlobStore {
  const blobs = context.deps && 'blobs' in context.deps ? (context.deps as { blobs?: BlobStore }).blobs : undefined;
  if (!blobs) throw problems.unavailable();
  return blobs;
}

/**
 * The signed-in volunteer uploads a document: the form's fields and one PDF, read as they stream. The file goes to
 * the blob store through the content check (a PDF, at most 25 MB, counted while streaming); a refusal at any point
 * leaves nothing stored. Only then is the record written, to review.
 */
export async function uploadDocument(
  context: OperationContext,
  request: { body: ReadableStream<Uint8Array> | null; boundary: string | undefined; declaredLength: number | undefined },
) {
  const owner = context.signedIn.document;
  if (!UPLOADERS.has(context.signedIn.role) || !context.signedIn.ability.can('create', 'documents')) throw problems.forbidden();
  if (!request.boundary) throw problems.unsupportedMediaType();
  if (request.declaredLength !== undefined && request.declaredLength > UPLOAD_MAX_BYTES + FRAMING_BYTES) throw uploadProblems.tooLarge();
  if (!request.body) throw problems.validation([{ path: 'file', message: VALIDATION_MESSAGES.required, params: { field: 'file' } }]);
  const blobs = blobsOf(context);
  const fields: Record<string, string> = {};
  let file: { blobId: string; size: number; fileName: string } | undefined;
  try {
    for await (const part of multipartParts(request.body, request.boundary, PART_LIMITS)) {
      if (part.filename === undefined) {
        fields[part.name] = await textOf(part, FIELD_BYTES);
        continue;
      }
      if (part.name !== 'file' || file) throw new MalformedMultipart('one file, named file');
      const blobId = newId();
      const { size } = await blobs.put(blobId, part.body.pipeThrough(pdfWithin(UPLOAD_MAX_BYTES)));
      file = { blobId, size, fileName: cleanFileName(part.filename) };
    }
  } catch (error) {
    if (file) await blobs.delete(file.blobId).catch(() => false);
    throw uploadRefusalOf(error);
  }
  const forget = async () => {
    if (file) await blobs.delete(file.blobId).catch(() => false);
  };
  if (!file) throw problems.validation([{ path: 'file', message: VALIDATION_MESSAGES.required, params: { field: 'file' } }]);
  const parsed = UploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    await forget();
    throw validationOf(parsed.error);
  }
  const issueDate = parsed.data['criminalRecord.issueDate'];
  if (issueDate && issueDate > parisDay(context.now)) {
    await forget();
    throw problems.validation([{ path: 'criminalRecord.issueDate', message: VALIDATION_MESSAGES.invalid, params: { field: 'criminalRecord.issueDate' } }]);
  }
  const id = newId();
  const program = owner.program as StoredRecord<typeof documents>['program'];
  const record: Omit<StoredRecord<typeof documents>, 'id' | 'createdAt'> = {
    ownerId: owner._id,
    ownerName: fullNameOf(owner),
    ...(program?.programId && { program: { programId: program.programId } }),
    kind: parsed.data.kind,
    ...(parsed.data.title && { title: parsed.data.title }),
    ...(parsed.data.kind === 'criminal-record' && {
      criminalRecord: {
        number: parsed.data['criminalRecord.number'],
        issueDate: parsed.data['criminalRecord.issueDate'],
        issuedBy: parsed.data['criminalRecord.issuedBy'],
      },
    }),
    fileName: file.fileName,
    fileSize: file.size,
    uploadedAt: context.now.toISOString(),
    status: 'to-review',
  };
  // The blob's id stays in the stored document only: no answer names where a file is kept.
  const document: StoredDocument = { ...newStoredDocument(context, documents, record, id), blobId: file.blobId };
  try {
    await context.store.withTransaction(async (store) => {
      await store.collection(documents.collection).insertOne(document);
      await writeAudit(store, {
        actor: context.signedIn,
        action: 'create',
        resource: documents.name,
        recordId: id,
        after: toRecord(documents, document),
        requestId: context.requestId,
        at: context.now,
      });
      if (record.kind === 'criminal-record') await refreshProspectReadiness(store, owner._id);
    });
  } catch (error) {
    await forget();
    throw error;
  }
  return readView(context, documents, document);
}

function uploadRefusalOf(error: unknown): Error {
  if (error instanceof TooLarge) return uploadProblems.tooLarge();
  if (error instanceof NotPdf) return uploadProblems.notPdf();
  if (error instanceof MalformedMultipart) return problems.validation([{ path: 'file', message: VALIDATION_MESSAGES.invalid, params: { field: 'file' } }]);
  if (error instanceof Problem) return error;
  return uploadProblems.failed();
}

/** A document the signed-in person may read (its owner, the staff section 6 allows): 404 for anyone else. */
export async function readableDocument(context: OperationContext, id: string): Promise<UploadedDocument> {
  const document = await context.store.collection(documents.collection).findOne(readableFilter(context, documents, { _id: id }, 'read'));
  if (!document) throw problems.notFound();
  return documentOf(documents, document);
}

/** A document's PDF for its owner or the staff who may read the document, written to the audit as a read. */
export async function openDocumentFile(context: OperationContext, id: string) {
  const document = await readableDocument(context, id);
  const found = document.blobId ? await blobsOf(context).get(document.blobId) : null;
  if (!found) throw new Problem(404, 'fileGone', ERROR_MESSAGES.notFound);
  await writeAudit(context.store, {
    actor: context.signedIn,
    action: 'read',
    resource: documents.name,
    recordId: id,
    after: { fileName: document.fileName },
    stored: toRecord(documents, document),
    requestId: context.requestId,
    at: context.now,
  });
  return { ...found, fileName: document.fileName ?? 'document.pdf' };
}

export interface ReviewRequest {
  outcome: 'accepted' | 'refused';
  reason?: string | undefined;
}

/**
 * Staff accept or refuse a document waiting for review. An accepted criminal-record attestation's facts are copied
 * onto its owner's record (`criminalRecord`, with the document as the attestation). Minors are involved: once
 * reviewed, a criminal-record attestation's PDF is deleted; its facts and the review stay. The record is written
 * first (in one transaction with its audit); a file that could not be deleted then is deleted by the documents'
 * upkeep job, and the answer warns with the catalogue's 'file delete failed'.
 */
export async function reviewDocument(
  context: OperationContext,
  id: string,
  request: ReviewRequest,
): Promise<{ record: ReadRecord<typeof documents>; warning?: string }> {
  const existing = await readableDocument(context, id);
  const before = toRecord(documents, existing);
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('documents', before), 'status')) throw refusalOf(ability, 'update', 'documents');
  if (existing.status !== 'to-review') throw problems.conflict(ERROR_MESSAGES.conflict, 'documentReviewed');
  if (request.outcome === 'refused' && !request.reason)
    throw problems.validation([{ path: 'reason', message: VALIDATION_MESSAGES.required, params: { field: 'reason' } }]);
  const after: StoredDocument = {
    ...existing,
    status: request.outcome,
    reviewedBy: context.signedIn.userId,
    reviewedAt: context.now.toISOString(),
    ...(request.outcome === 'refused' && { refusalReason: request.reason }),
    ...updateStamp(context),
  };
  const criminalRecord = existing.kind === 'criminal-record';
  await context.store.withTransaction(async (store) => {
    const written = await store.collection(documents.collection).replaceOne(unchangedSince(existing), after);
    if (written.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'update',
      resource: documents.name,
      recordId: id,
      before,
      after: toRecord(documents, after),
      requestId: context.requestId,
      at: context.now,
    });
    if (criminalRecord && request.outcome === 'accepted') await copyAttestationToOwner(context, store, existing);
    if (criminalRecord && existing.ownerId) await refreshProspectReadiness(store, existing.ownerId);
  });
  let record = after;
  let warning: string | undefined;
  if (criminalRecord) {
    const removed = await removeFile(context.store, blobsOf(context), after, context.now);
    if (removed) record = removed;
    else warning = ERROR_MESSAGES.fileDeleteFailed;
  }
  return { record: readRecordOf(context, documents, record), ...(warning && { warning }) };
}

async function copyAttestationToOwner(context: OperationContext, store: OperationContext['store'], document: UploadedDocument): Promise<void> {
  const users = store.collection('users');
  const owner = document.ownerId ? await users.findOne({ _id: document.ownerId }, { projection: { criminalRecord: 1, userRole: 1 } }) : null;
  if (!owner) return;
  const facts = document.criminalRecord ?? {};
  // The facts only: the attestation's PDF is deleted once reviewed, so the record names no file (the document keeps
  // the review). Undefined facts are left out: the record's rules refuse empty values.
  const criminalRecord = Object.fromEntries(
    Object.entries({ number: facts.number, issueDate: facts.issueDate, issuedBy: facts.issuedBy }).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
  await users.updateOne({ _id: owner._id }, { $set: { criminalRecord, updatedAt: context.now.toISOString(), updatedBy: context.signedIn.userId } });
  const resource = owner.userRole === 'prospectLead' ? 'prospects' : 'tutors';
  await auditUpdate(store, context, resource, owner._id, { criminalRecord: owner.criminalRecord ?? null }, { criminalRecord });
}

/**
 * Deletes a reviewed document's file and says so on the record (`fileDeletedAt`, no more blob). Answers the
 * record as written, or undefined when the file could not be deleted (it stays named, for the next try).
 */
export async function removeFile(store: OperationContext['store'], blobs: BlobStore, document: StoredDocument, now: Date): Promise<StoredDocument | undefined> {
  const blobId = document.blobId;
  if (typeof blobId === 'string') {
    try {
      await blobs.delete(blobId);
    } catch {
      return undefined;
    }
  }
  const fileDeletedAt = now.toISOString();
  await store.collection(documents.collection).updateOne({ _id: document._id }, { $set: { fileDeletedAt }, $unset: { blobId: '' } });
  const { blobId: _gone, ...rest } = document;
  return { ...rest, _id: document._id, fileDeletedAt };
}
