import { STATUSES_WITHOUT_USE } from '../auth/account-statuses.ts';
import { SESSIONS_COLLECTION } from '../auth/sessions.ts';
import {
  ERROR_MESSAGES,
  normaliseUserStatus,
  translate,
  walkFields,
  type Action,
  type AppAbility,
  type Entity,
  type Field,
  type NUMERIC_ERROR_CODES,
  type ReadRecord,
} from '@binome/schema';
import type { z } from 'zod';
import { DuplicateKeyError, type Projection, type Store, type StoredDocument } from '../store/store.ts';
import { Problem, problems } from '../http/problems.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { writeReadAudit } from '../audit/grouped-read-audit.ts';
import { accessFilter, canOn, forbiddenPaths, permittedFields, projectRecord } from './access.ts';
import { mergePatch, newId, toRecord, viewFilter, withoutServerManaged, withProgramNames } from './documents.ts';
import { indexNameFor } from './indexes.ts';
import type { ListQuery } from './list-query.ts';
import { validationDetails } from '../http/validation.ts';
import { ifMatchAccepts, revisionOf, type IfMatch } from './revisions.ts';
import { queueInvitationOnCreate } from './invitations.ts';
import { applyWriteRules, withServerFields, writeHooksOf } from './write-hooks.ts';
import { reverifyOnOwnEmailChange } from './email-reverification.ts';
import { checkReferences } from './reference-reach.ts';
import { readViewOf } from './read-views.ts';
import type { OperationContext } from './operation-context.ts';

/**
 * The operations behind every generated resource route, in the order of DESIGN's layers: access (CASL), then
 * validation (the descriptor's zod schemas), then the store. Each mutation and its audit entry are written in one
 * transaction.
 */
export type { OperationContext } from './operation-context.ts';

/** The revision the client read (`If-Match`): a write applies only if it is still the stored one. */
export interface WriteCondition {
  ifMatch?: IfMatch;
}

const EMAIL_IN_USE_MESSAGES = new Set<string>([ERROR_MESSAGES.studentEmailInUse, ERROR_MESSAGES.emailInUse]);
/** The spec's numeric code for an e-mail already in use (section 8). */
const EMAIL_IN_USE_CODE = 2039 satisfies keyof typeof NUMERIC_ERROR_CODES;
/** The spec's numeric code for 'user is not active' (section 8). */
const USER_NOT_ACTIVE_CODE = 2033 satisfies keyof typeof NUMERIC_ERROR_CODES;

export async function listRecords(context: OperationContext, entity: Entity, query: ListQuery) {
  const filter = readableFilter(context, entity, query.filter, 'read');
  const collection = context.store.collection(entity.collection);
  const { documents, total } = await collection.findPage(filter, {
    sort: query.sort,
    skip: query.skip,
    limit: query.limit,
    projection: pageProjection(entity),
  });
  return { records: documents.map((document) => readView(context, entity, document)), revisions: documents.map(revisionOf), total };
}

const PAGE_PROJECTIONS = new WeakMap<Entity, Projection>();

/**
 * What a page reads of each document: its record's fields (`toRecord` keeps nothing else) and its revision. The
 * store copies only these (issue 29): a person's document also holds what no answer shows (credentials' traces,
 * audit snapshots), and copying it whole for every row was paid on every list.
 */
function pageProjection(entity: Entity): Projection {
  let projection = PAGE_PROJECTIONS.get(entity);
  if (!projection) {
    projection = Object.fromEntries(['_id', '_rev', ...Object.keys(entity.fields).filter((key) => key !== 'id')].map((key) => [key, 1 as const]));
    PAGE_PROJECTIONS.set(entity, projection);
  }
  return projection;
}

export async function getRecord(context: OperationContext, entity: Entity, id: string) {
  const document = await findReadable(context, entity, id);
  const record = readView(context, entity, document);
  if (hasSensitiveFields(entity)) {
    // The entry names the fields shown, not their values (see auditEntry); written with the other reads' meanwhile.
    await writeReadAudit(context.store, {
      actor: context.signedIn,
      action: 'read',
      resource: entity.name,
      recordId: id,
      after: record,
      stored: toRecord(entity, document),
      requestId: context.requestId,
      at: context.now,
    });
  }
  return { record, revision: revisionOf(document) };
}

export async function createRecord(context: OperationContext, entity: Entity, body: Record<string, unknown>) {
  const { ability } = context.signedIn;
  if (!ability.can('create', entity.name)) throw refusalOf(ability, 'create', entity.name);
  const parsed = checked(entity.schemas.create, body);
  // The server's values first: the rights on the fields may depend on them (a message is writable by its sender).
  const hooks = writeHooksOf(entity.name);
  const withServerSet = withServerFields(parsed, (await hooks.serverFieldsOnCreate?.(context, parsed)) ?? {});
  const forbidden = forbiddenPaths(ability, 'create', entity, withServerSet, body);
  if (forbidden.length > 0) throw problems.forbidden({ fields: forbidden, message: ERROR_MESSAGES.forbiddenFields });
  const id = newId();
  const document: StoredDocument = {
    ...withProgramNames(entity.fields, withServerSet, programName),
    ...userViewFields(entity, id),
    ...metadata(context, true),
    _id: id,
  };
  const record = toRecord(entity, document);
  if (!canOn(ability, 'create', entity, record)) throw problems.forbidden();
  applyWriteRules({ entity, signedIn: context.signedIn, before: undefined, after: record });
  await checkReferences(context, entity, undefined, record, hooks.boundReferences);
  await hooks.check?.(context, undefined, record);
  const warning = await duplicateWarning(context, entity, record, id);
  let invited = false;
  await mutate(context, entity, async (store) => {
    // The audit entry before the record: see mutate.
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'create',
      resource: entity.name,
      recordId: id,
      after: record,
      requestId: context.requestId,
      at: context.now,
    });
    await store.collection(entity.collection).insertOne(document);
    await hooks.inTransaction?.(store, context, { id, after: record });
    // A person created by staff is invited to choose a password, in the same transaction as the record.
    invited = await queueInvitationOnCreate(store, context, entity, document);
  });
  if (invited) await context.sendInvitation?.(id);
  await hooks.afterCreate?.(context, record);
  return { record: readView(context, entity, document), warning, revision: revisionOf(document) };
}

export async function updateRecord(context: OperationContext, entity: Entity, id: string, body: Record<string, unknown>, condition: WriteCondition = {}) {
  const { ability } = context.signedIn;
  const existing = await findReadable(context, entity, id);
  const before = toRecord(entity, existing);
  if (!canOn(ability, 'update', entity, before)) throw refusalOf(ability, 'update', entity.name);
  refuseStale(existing, condition);
  const patch = checked(entity.schemas.update, body);
  const forbidden = forbiddenPaths(ability, 'update', entity, before, body);
  if (forbidden.length > 0) throw problems.forbidden({ fields: forbidden, message: ERROR_MESSAGES.forbiddenFields });
  // The whole record is checked again after the merge, so no PATCH can leave it breaking a rule.
  const merged = checked(entity.schemas.record, mergePatch(withoutServerManaged(entity.fields, before), patch));
  const hooks = writeHooksOf(entity.name);
  const kept = keepServerSide(entity, existing, merged);
  const withServerSet = withServerFields(kept, (await hooks.serverFieldsOnUpdate?.(context, before, kept)) ?? {});
  const document: StoredDocument = { ...withProgramNames(entity.fields, withServerSet, programName), ...metadata(context, false), _id: id };
  const reverify = reverifyOnOwnEmailChange(context.signedIn, entity, before, document);
  const after = toRecord(entity, document);
  // Nobody moves a record out of their own reach (a manager into another program, for instance).
  if (!canOn(ability, 'update', entity, after)) throw problems.forbidden();
  applyWriteRules({ entity, signedIn: context.signedIn, before, after });
  await checkReferences(context, entity, before, after, hooks.boundReferences);
  await hooks.check?.(context, before, after);
  const warning = await duplicateWarning(context, entity, after, id);
  await mutate(context, entity, async (store) => {
    // The audit entry before the change (see mutate); a change refused by its condition undoes it with the rest.
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'update',
      resource: entity.name,
      recordId: id,
      before,
      after,
      requestId: context.requestId,
      at: context.now,
    });
    const result = await store.collection(entity.collection).replaceOne(unchangedSince(existing), document);
    if (result.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await hooks.inTransaction?.(store, context, { id, before, after });
    // Deactivating, archiving, suspending or deleting a person ends all their sessions in the same transaction.
    if (entity.collection === 'users' && STATUSES_WITHOUT_USE.has(String(normaliseUserStatus(document.status))))
      await store.collection(SESSIONS_COLLECTION).deleteMany({ userId: id });
  });
  await hooks.afterUpdate?.(context, before, after);
  if (reverify) await context.sendEmailVerification?.(document);
  return { record: readView(context, entity, document), warning, revision: revisionOf(document), emailVerificationSent: reverify };
}

export async function deleteRecord(context: OperationContext, entity: Entity, id: string, condition: WriteCondition = {}) {
  const existing = await findReadable(context, entity, id);
  const before = toRecord(entity, existing);
  if (!canOn(context.signedIn.ability, 'delete', entity, before)) throw refusalOf(context.signedIn.ability, 'delete', entity.name);
  refuseStale(existing, condition);
  await mutate(context, entity, async (store) => {
    // The audit entry before the deletion: see mutate.
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'delete',
      resource: entity.name,
      recordId: id,
      before,
      requestId: context.requestId,
      at: context.now,
    });
    const result = await store.collection(entity.collection).deleteOne(unchangedSince(existing));
    if (result.deletedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await writeHooksOf(entity.name).inTransaction?.(store, context, { id, before });
    if (entity.collection === 'users') await store.collection(SESSIONS_COLLECTION).deleteMany({ userId: id });
  });
  return readView(context, entity, existing);
}

/**
 * A 403 that says why when the rules do (CASL's `because`): a parent not validated yet is told 2033 'user is not
 * active' (section 5: children change only once the account is validated), anyone else the plain refusal.
 */
export function refusalOf(ability: AppAbility, action: Action, subject: string): Problem {
  const reason = ability.relevantRuleFor(action, subject)?.reason;
  if (!reason) return problems.forbidden();
  return new Problem(403, reason === ERROR_MESSAGES.userNotActive ? USER_NOT_ACTIVE_CODE : 'forbidden', reason);
}

/** The user's filter within what they may `action`, and within the view's roles. No rule at all is a 403. */
export function readableFilter(context: OperationContext, entity: Entity, filter: Record<string, unknown>, action: 'read' | 'export') {
  const access = accessFilter(context.signedIn.ability, action, entity.name);
  if (access === null) throw problems.forbidden();
  return { $and: [viewFilter(entity), access, filter] };
}

/** A record as this user may see it: only the descriptor's fields, and only those their rules allow. */
export function readView(context: Pick<OperationContext, 'signedIn'>, entity: Entity, document: StoredDocument): Record<string, unknown> {
  const record = toRecord(entity, document);
  const { ability } = context.signedIn;
  const restricted = ability.rulesFor('read', entity.name).some((rule) => rule.fields);
  const view = restricted ? projectRecord(record, permittedFields(ability, 'read', entity, record)) : record;
  const cut = readViewOf(entity.name);
  return cut ? cut(view, context.signedIn) : view;
}

/** `readView` typed by the entity's descriptor: what the reader may see of one of its records (`ReadRecord`). */
export function readRecordOf<E extends Entity>(context: Pick<OperationContext, 'signedIn'>, entity: E, document: StoredDocument): ReadRecord<E> {
  return readView(context, entity, document) as ReadRecord<E>;
}

/** Unknown, out of view and out of reach all answer 404: nobody learns that a record they cannot see exists. */
async function findReadable(context: OperationContext, entity: Entity, id: string): Promise<StoredDocument> {
  const document = await context.store.collection(entity.collection).findOne(readableFilter(context, entity, { _id: id }, 'read'));
  if (!document) throw problems.notFound();
  return document;
}

function checked<T extends z.ZodType>(schema: T, body: unknown): Record<string, unknown> {
  const result = schema.safeParse(body);
  if (!result.success) throw problems.validation(validationDetails(result.error.issues));
  return result.data as Record<string, unknown>;
}

/**
 * A write and its audit entry, in one transaction, the entry first. On MongoDB the transaction makes the two one;
 * on the embedded store each collection is its own file and a transaction is undone in memory only, so a crash
 * between two appends keeps the first and loses the second. With the entry first, a crash leaves nothing, or the
 * entry alone (the history then names a record that never came to be, whose page answers 404: harmless), or both;
 * never a record, a change or a deletion that nobody can trace. A failure without a crash (a duplicate, a stale
 * condition) undoes the entry with the rest.
 */
async function mutate(context: OperationContext, entity: Entity, work: (store: Store) => Promise<void>): Promise<void> {
  try {
    await context.store.withTransaction(work);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw duplicateProblem(entity, error);
    throw error;
  }
}

/** A unique index refused the write: the catalogue's message for that rule, with 2039 when it is an e-mail. */
function duplicateProblem(entity: Entity, error: DuplicateKeyError): Problem {
  const rule = entity.unique?.find((candidate) => indexNameFor(entity, candidate) === error.index);
  const message = rule?.message ?? ERROR_MESSAGES.conflict;
  return problems.conflict(message, EMAIL_IN_USE_MESSAGES.has(message) ? EMAIL_IN_USE_CODE : 'conflict');
}

/** Same first and last name as another record of the view: a warning the screen shows, never a refusal (section 5). */
async function duplicateWarning(context: OperationContext, entity: Entity, record: Record<string, unknown>, id: string): Promise<string | undefined> {
  if (!entity.duplicateWarning?.length) return undefined;
  const sameValues: Record<string, unknown>[] = [];
  for (const path of entity.duplicateWarning) {
    const value = path.split('.').reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], record);
    if (typeof value !== 'string' || value === '') return undefined;
    sameValues.push({ [path]: { $regex: `^${value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}$`, $options: 'i' } });
  }
  const filter = readableFilter(context, entity, { $and: [{ _id: { $ne: id } }, ...sameValues] }, 'read');
  return (await context.store.collection(entity.collection).count(filter)) > 0 ? ERROR_MESSAGES.duplicateName : undefined;
}

function userViewFields(entity: Entity, id: string): Record<string, unknown> {
  if (entity.collection !== 'users' || entity.roles?.length !== 1) return {};
  return { userId: id, userRole: entity.roles[0], isEmailVerified: false, hasChangedPassword: false };
}

/**
 * Every write stamps a new revision (`_rev`, never shown by the API); an update or delete applies only if the
 * revision it read is still the stored one, so of two concurrent edits the second gets a 409 instead of
 * silently undoing the first.
 */
export function unchangedSince(existing: StoredDocument): Record<string, unknown> {
  return { _id: existing._id, _rev: existing._rev === undefined ? { $exists: false } : existing._rev };
}

/**
 * The client read an older revision than the stored one: refused before anything is written. The compare-and-set
 * of the write itself then refuses a change that lands between this check and the write.
 */
function refuseStale(existing: StoredDocument, condition: WriteCondition): void {
  if (condition.ifMatch && !ifMatchAccepts(condition.ifMatch, revisionOf(existing))) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
}

/**
 * A new record as the generic create would store it (program names, a person's view fields, bookkeeping): for the
 * workflows that write several records in one transaction (a match writes a pair and its first session).
 */
export function newStoredDocument(context: OperationContext, entity: Entity, record: Record<string, unknown>, id: string): StoredDocument {
  return { ...withProgramNames(entity.fields, record, programName), ...userViewFields(entity, id), ...metadata(context, true), _id: id };
}

/** The bookkeeping fields of a change: who, when, and a new revision. */
export function updateStamp(context: OperationContext): Record<string, unknown> {
  return metadata(context, false);
}

function metadata(context: OperationContext, creating: boolean): Record<string, unknown> {
  const stamp = { updatedAt: context.now.toISOString(), updatedBy: context.signedIn.userId, _rev: newId() };
  return creating ? { ...stamp, createdAt: stamp.updatedAt, createdBy: context.signedIn.userId } : stamp;
}

/**
 * The new document of an update: the checked client fields, plus what the client never sends and must not lose:
 * server-managed values (nested ones too) and whatever the document holds beyond the view's descriptor.
 */
function keepServerSide(entity: Entity, existing: StoredDocument, merged: Record<string, unknown>): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(existing)) if (!(key in entity.fields) || entity.fields[key]?.serverManaged) document[key] = value;
  return { ...document, ...restoreNested(entity.fields, existing, merged) };
}

function restoreNested(fields: Record<string, Field>, existing: Record<string, unknown>, merged: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...merged };
  for (const [key, field] of Object.entries(fields)) {
    const old = existing[key];
    // A server-managed object is kept whole by keepServerSide; only client objects get their server parts back.
    if (field.kind !== 'object' || field.serverManaged || typeof old !== 'object' || old === null) continue;
    const inner = restoreNested(field.fields, old as Record<string, unknown>, (merged[key] as Record<string, unknown> | undefined) ?? {});
    for (const [childKey, child] of Object.entries(field.fields)) {
      if (child.serverManaged && (old as Record<string, unknown>)[childKey] !== undefined) inner[childKey] = (old as Record<string, unknown>)[childKey];
    }
    if (Object.keys(inner).length > 0) result[key] = inner;
  }
  return result;
}

/** Program names as the French catalog gives them (the association's working language). */
export const programName = (programId: string) => translate('fr', `enums.program.${programId}`);

const SENSITIVE = new WeakMap<Entity, boolean>();
function hasSensitiveFields(entity: Entity): boolean {
  let known = SENSITIVE.get(entity);
  if (known === undefined) {
    known = [...walkFields(entity.fields)].some((field) => field.sensitive);
    SENSITIVE.set(entity, known);
  }
  return known;
}
