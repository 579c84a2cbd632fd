import {
  composeLabel,
  fieldAt,
  getResource,
  LABEL_KEYS,
  labelPaths,
  labelReferences,
  SYSTEM_AUTHOR_ID,
  translate,
  type AppAbility,
  type Entity,
  type Field,
  type Language,
  type ReferenceLabels,
} from '@binome/schema';
import type { Projection, Store } from '../store/store.ts';
import { accessFilter, fieldAllowed, isPlainObject, permittedFields, projectRecord } from './access.ts';
import { toRecord, viewFilter } from './documents.ts';

/**
 * References resolved by the server (issue 11): every record of a list or get answer carries its own label
 * (`_label`, `_detail`) and the label of each record it references (`_labels`), so that no screen fetches
 * references one row at a time nor ever shows a raw id.
 *
 * For a page, the ids referenced are grouped by target resource and each resource is asked once
 * (`find({ $and: [what the reader may read, { _id: { $in: ids } }] })`, with only the fields its label and its
 * reader's rules need); labels that themselves name references (a session's participants, a pair's tutor) cost
 * one more query per resource at most. A label is `null` unless the reader may read the record and every field
 * its title reads.
 */
export interface Labelled {
  _label: string | null;
  _detail?: string;
  _labels: ReferenceLabels;
}

export interface LabelReader {
  store: Store;
  ability: AppAbility;
  language: Language;
}

type Ids = Map<string, Set<string>>;
type Titles = Map<string, Map<string, string | null>>;

/** The records with their labels; `records` are API records as this reader may see them (`readView`). */
export async function withLabels<T extends Record<string, unknown>>(reader: LabelReader, entity: Entity, records: readonly T[]): Promise<(T & Labelled)[]> {
  const titles: Titles = new Map();
  const referenced = records.map((record) => referencesOf(entity.fields, record));
  const firstLevel = await fetchTitled(reader, titles, groupIds(referenced.flat()));
  // The referenced records' titles may name other records (a report's session names its participants).
  const secondLevel = await fetchTitled(
    reader,
    titles,
    groupIds(firstLevel.flatMap(({ entity: target, record }) => labelReferences(target.fields, target.label.title, record))),
  );
  // Titles that name nobody first (people, places), then those that name them (sessions, pairs).
  const fetched = [...secondLevel, ...firstLevel].sort((a, b) => Number(followsReferences(a.entity)) - Number(followsReferences(b.entity)));
  for (const { entity: target, record, readable } of fetched) {
    const { title } = composeLabel(target.fields, target.label, record, {
      language: reader.language,
      translate: (key) => translate(reader.language, key),
      referenceLabel: titleIn(titles),
      readable,
    });
    titles.get(target.name)!.set(String(record.id), title);
  }
  return records.map((record, index) => {
    // The record was cut to what the reader may read before it got here: its label reads only that.
    const { title, detail } = composeLabel(entity.fields, entity.label, record, {
      language: reader.language,
      translate: (key) => translate(reader.language, key),
      referenceLabel: titleIn(titles),
    });
    const labels: ReferenceLabels = {};
    for (const { resource, id } of referenced[index]!)
      (labels[resource] ??= {})[id] = id === SYSTEM_AUTHOR_ID ? translate(reader.language, LABEL_KEYS.system) : (titles.get(resource)?.get(id) ?? null);
    return { ...record, _label: title, ...(detail !== null && { _detail: detail }), _labels: labels };
  });
}

/**
 * The labels of records named by id, outside any record (the audit's actors, records and changed values): the
 * same rights and queries as `withLabels`, an id the reader may not read stays `null`.
 */
export async function labelsOf(reader: LabelReader, references: readonly { resource: string; id: string }[]): Promise<ReferenceLabels> {
  const titles: Titles = new Map();
  const firstLevel = await fetchTitled(reader, titles, groupIds(references));
  const secondLevel = await fetchTitled(
    reader,
    titles,
    groupIds(firstLevel.flatMap(({ entity: target, record }) => labelReferences(target.fields, target.label.title, record))),
  );
  const fetched = [...secondLevel, ...firstLevel].sort((a, b) => Number(followsReferences(a.entity)) - Number(followsReferences(b.entity)));
  for (const { entity: target, record, readable } of fetched) {
    const { title } = composeLabel(target.fields, target.label, record, {
      language: reader.language,
      translate: (key) => translate(reader.language, key),
      referenceLabel: titleIn(titles),
      readable,
    });
    titles.get(target.name)!.set(String(record.id), title);
  }
  const labels: ReferenceLabels = {};
  for (const { resource, id } of references)
    (labels[resource] ??= {})[id] = id === SYSTEM_AUTHOR_ID ? translate(reader.language, LABEL_KEYS.system) : (titles.get(resource)?.get(id) ?? null);
  return labels;
}

interface Fetched {
  entity: Entity;
  /** The record as the reader may see it. */
  record: Record<string, unknown>;
  /** Whether the reader may read a path of it. */
  readable: (path: string) => boolean;
}

/**
 * One query per resource for the ids not asked yet; every id asked is noted in `titles` (as `null` until its
 * title is known), so that an id the reader may not see stays `null`.
 */
async function fetchTitled(reader: LabelReader, titles: Titles, wanted: Ids): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      const known = titles.get(resource) ?? new Map<string, string | null>();
      titles.set(resource, known);
      const missing = [...ids].filter((id) => !known.has(id));
      for (const id of missing) known.set(id, null);
      const target = getResource(resource).entity;
      const access = accessFilter(reader.ability, 'read', resource);
      if (missing.length === 0 || access === null) return;
      const documents = await reader.store
        .collection(target.collection)
        .find({ $and: [viewFilter(target), access, { _id: { $in: missing } }] }, { projection: labelProjection(reader.ability, target) });
      const restricted = reader.ability.rulesFor('read', resource).some((rule) => rule.fields);
      for (const document of documents) {
        const whole = toRecord(target, document);
        if (!restricted) {
          fetched.push({ entity: target, record: whole, readable: () => true });
          continue;
        }
        const patterns = permittedFields(reader.ability, 'read', target, whole);
        fetched.push({ entity: target, record: projectRecord(whole, patterns), readable: (path) => fieldAllowed(patterns, path) });
      }
    }),
  );
  return fetched;
}

/**
 * The fields a target's title reads, and those its read rules' conditions test (CASL decides which fields the
 * reader may see record by record, so it needs them). A list is fetched whole: a path into it is its root.
 */
function labelProjection(ability: AppAbility, target: Entity): Projection {
  const paths = new Set<string>(labelPaths(target.label.title).map((path) => storedRoot(target.fields, path)));
  for (const rule of ability.rulesFor('read', target.name)) conditionPaths(rule.conditions, paths);
  // A path below another one is already in it (MongoDB refuses both).
  const kept = [...paths].filter((path) => ![...paths].some((other) => path.startsWith(`${other}.`)));
  return Object.fromEntries(kept.map((path) => [path, 1 as const]));
}

function storedRoot(fields: Record<string, Field>, path: string): string {
  const segments = path.split('.');
  for (let length = 1; length <= segments.length; length += 1) {
    const prefix = segments.slice(0, length).join('.');
    if (fieldAt(fields, prefix)?.kind === 'list') return prefix;
  }
  return path;
}

function conditionPaths(conditions: unknown, into: Set<string>): void {
  if (!isPlainObject(conditions)) return;
  for (const [key, value] of Object.entries(conditions)) {
    if (key === '$and' || key === '$or' || key === '$nor') for (const inner of Array.isArray(value) ? value : []) conditionPaths(inner, into);
    // `id` is the stored `_id`, which every answer carries.
    else if (!key.startsWith('$') && key !== 'id') into.add(key);
  }
}

/** Every reference a record holds, nested and in lists too: `{ resource, id }`. */
export function referencesOf(fields: Record<string, Field>, record: Record<string, unknown>): { resource: string; id: string }[] {
  const found: { resource: string; id: string }[] = [];
  const visit = (field: Field, value: unknown) => {
    if (value === undefined || value === null) return;
    if (field.kind === 'reference' && typeof value === 'string' && value !== '') found.push({ resource: field.resource, id: value });
    else if (field.kind === 'list' && Array.isArray(value)) for (const item of value) visit(field.of, item);
    else if (field.kind === 'object' && isPlainObject(value)) for (const [name, inner] of Object.entries(field.fields)) visit(inner, value[name]);
  };
  for (const [name, field] of Object.entries(fields)) visit(field, record[name]);
  return found;
}

/** Ids by resource; the system author is named without a query. */
function groupIds(references: readonly { resource: string; id: string }[]): Ids {
  const ids: Ids = new Map();
  for (const { resource, id } of references) {
    if (id === SYSTEM_AUTHOR_ID) continue;
    const set = ids.get(resource) ?? new Set<string>();
    set.add(id);
    ids.set(resource, set);
  }
  return ids;
}

function followsReferences(entity: Entity): boolean {
  return labelPaths(entity.label.title).some((path) => {
    const field = fieldAt(entity.fields, path);
    return field?.kind === 'reference' || (field?.kind === 'list' && field.of.kind === 'reference');
  });
}

function titleIn(titles: Titles): (resource: string, id: string) => string | null | undefined {
  return (resource, id) => titles.get(resource)?.get(id);
}
