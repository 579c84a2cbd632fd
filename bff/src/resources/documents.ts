import { valueAt, type Entity, type Field, type StoredRecord } from '@binome/schema';
import type { Filter, StoredDocument } from '../store/store.ts';
import { v7 as uuidv7 } from 'uuid';

/**
 * Between stored documents and API records: the API's `id` is the store's `_id`, and a record carries only what
 * its descriptor declares (credentials, audit snapshots or anything else in the document never leave the BFF).
 */
export function toRecord(entity: Entity, document: StoredDocument): Record<string, unknown> {
  const record: Record<string, unknown> = { id: document._id };
  for (const key of Object.keys(entity.fields)) if (key !== 'id' && document[key] !== undefined) record[key] = document[key];
  return record;
}

/** A stored document of one entity: its record's fields as the entity's descriptor types them, `_id` for its id. */
export type DocumentOf<E> = Omit<StoredRecord<E>, 'id'> & StoredDocument;

/**
 * A document read from an entity's collection, typed by the entity's descriptor: the one place a feature takes a
 * stored document's type on trust, since every write to the collection went through the record schema.
 */
export function documentOf<E extends Entity>(_entity: E, document: StoredDocument): DocumentOf<E> {
  return document as DocumentOf<E>;
}

/** `toRecord` typed by the entity's descriptor, for a document read with `documentOf` (or built from a typed record). */
export function recordOf<E extends Entity>(entity: E, document: DocumentOf<E>): StoredRecord<E> {
  return toRecord(entity, document) as StoredRecord<E>;
}

/** A new record id: random, URL-safe, and within the schema's id pattern. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * An id that sorts after every one this process made before it (a UUID v7: the time, then a counter within the
 * millisecond), for the logs read newest first (`at`, then `_id`): two entries of one millisecond keep the order
 * they were written in, where random ids gave them in any order (the history of a record showed its deletion
 * before the update just before it).
 */
export function timeOrderedId(): string {
  return uuidv7();
}

/** Views of the users collection see only their roles' records, whatever else the filter says. */
export function viewFilter(entity: Entity): Filter {
  return entity.roles && entity.collection === 'users' ? { userRole: { $in: [...entity.roles] } } : {};
}

/** Leaf paths of a value: objects are walked, lists and scalars are leaves (`contactDetails.email`, `sectors`). */
export function leafPaths(value: Record<string, unknown>, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner) && Object.keys(inner).length > 0) {
      paths.push(...leafPaths(inner as Record<string, unknown>, path));
    } else paths.push(path);
  }
  return paths;
}

/** A PATCH applied to a record: objects merge key by key, lists and scalars are replaced, `null` removes. */
export function mergePatch(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    if (value === null) delete merged[key];
    else if (isObject(value) && isObject(current)) merged[key] = mergePatch(current, value);
    else merged[key] = value;
  }
  return merged;
}

/** The fields a client may send: server-managed ones removed, recursively, so a stored record can be checked again. */
export function withoutServerManaged(fields: Record<string, Field>, record: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const field = fields[key];
    if (!field || field.serverManaged) continue;
    if (field.kind === 'object' && isObject(value)) kept[key] = withoutServerManaged(field.fields, value);
    else if (field.kind === 'list' && field.of.kind === 'object' && Array.isArray(value)) {
      const itemFields = field.of.fields;
      kept[key] = value.map((item) => (isObject(item) ? withoutServerManaged(itemFields, item) : item));
    } else kept[key] = value;
  }
  return kept;
}

/** What changed between two versions, field by field, for the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { field: string; before?: unknown; after?: unknown }[] {
  const paths = new Set([...leafPaths(before), ...leafPaths(after)]);
  const changes: { field: string; before?: unknown; after?: unknown }[] = [];
  for (const path of [...paths].sort()) {
    const old = valueAt(before, path);
    const now = valueAt(after, path);
    if (JSON.stringify(old) !== JSON.stringify(now))
      changes.push({ field: path, ...(old === undefined ? {} : { before: old }), ...(now === undefined ? {} : { after: now }) });
  }
  return changes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills the server-managed `programName` beside every `programId` the record carries (its program and the
 * program of a preferences block), from the catalog, so that lists show names without a lookup.
 */
export function withProgramNames(
  fields: Record<string, Field>,
  record: Record<string, unknown>,
  nameOf: (programId: string) => string,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...record };
  for (const [key, field] of Object.entries(fields)) {
    const value = result[key];
    if (field.kind !== 'object' || !isObject(value)) continue;
    const named = withProgramNames(field.fields, value, nameOf);
    if ('programId' in field.fields && 'programName' in field.fields && typeof named.programId === 'string') named.programName = nameOf(named.programId);
    result[key] = named;
  }
  return result;
}
