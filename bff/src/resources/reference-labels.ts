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
import type { Projection, Store, StoredDocument } from '../store/store.ts';
import { fieldAllowed, isPlainObject, permittedFields, projectRecord } from './access.ts';
import { toRecord } from './documents.ts';
import { labelSourcesOf, titleKey, type LabelSource, type LabelSources } from './label-sources.ts';
import { readFilterOf, type ReadFilter } from './read-filters.ts';
import { readViewOf } from './read-views.ts';

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
 *
 * On a store that tells its writes (the embedded one), the referenced documents and the titles composed from them
 * are kept between requests instead (label-sources.ts, issue 29): only the ids not kept are read, and the reader's
 * read filter is tested on each document as the query would have, on every request.
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

/**
 * A page as the store answered it: each row's revision, and the count of writes to its collection taken before the
 * page was read (`LabelSources.generationOf`), so that its rows' own labels may be kept (label-sources.ts).
 */
export interface PageRead {
  revisions: readonly string[];
  generation: number | undefined;
}

/** The records with their labels; `records` are API records as this reader may see them (`readView`). */
export async function withLabels<T extends Record<string, unknown>>(
  reader: LabelReader,
  entity: Entity,
  records: readonly T[],
  page?: PageRead,
): Promise<(T & Labelled)[]> {
  const referenced = records.map((record) => referencesOf(entity.fields, record));
  const titles = await resolveTitles(reader, referenced.flat());
  const context = labelContext(reader, titles);
  const sources = page && ownLabelsKeptFor(reader, entity) ? labelSourcesOf(reader.store) : undefined;
  const language = titleKey(reader.language, undefined);
  const namesOthers = labelNamesReferences(entity);
  // A label that names other records depends on their titles as this reader gets them: they are part of its key.
  const keyOf = (index: number) =>
    namesOthers ? `${language}\n${JSON.stringify(referenced[index]!.map(({ resource, id }) => titles.get(resource)?.get(id) ?? null))}` : language;
  // The record was cut to what the reader may read before it got here: its label reads only that.
  const compose = (record: T) => composeLabel(entity.fields, entity.label, record, context);
  /** The row's label, kept or composed (and kept), when the page allows it; composed otherwise. */
  const labelOf = (record: T, index: number) => {
    const revision = page?.revisions[index];
    if (!sources || revision === undefined) return compose(record);
    const id = String(record.id);
    const key = keyOf(index);
    const kept = sources.ownLabel(entity.collection, id, revision, key);
    if (kept) return kept;
    const label = compose(record);
    if (page!.generation !== undefined) sources.keepOwnLabel(entity.collection, id, revision, key, label, page!.generation);
    return label;
  };
  return records.map((record, index) => {
    const { title, detail } = labelOf(record, index);
    return { ...record, _label: title, ...(detail !== null && { _detail: detail }), _labels: labelsFor(reader, titles, referenced[index]!) };
  });
}

/**
 * Whether a row's own label may be kept between requests for this reader: when it depends only on the record, the
 * language and the titles of the records it names (`withLabels` keys it by them). That is, when the reader sees
 * every field of every record they may read: no rule with fields, no feature's cut of the view (`read-views.ts`).
 */
function ownLabelsKeptFor(reader: LabelReader, entity: Entity): boolean {
  return !readViewOf(entity.name) && !reader.ability.rulesFor('read', entity.name).some((rule) => rule.fields);
}

/** Whether an entity's label (its title or its detail) names other records. */
function labelNamesReferences(entity: Entity): boolean {
  let names = NAMES_REFERENCES.get(entity);
  if (names === undefined) {
    names = labelPaths([...entity.label.title, ...(entity.label.detail ?? [])]).some((path) => {
      const field = fieldAt(entity.fields, path);
      return field?.kind === 'reference' || (field?.kind === 'list' && field.of.kind === 'reference');
    });
    NAMES_REFERENCES.set(entity, names);
  }
  return names;
}

const NAMES_REFERENCES = new WeakMap<Entity, boolean>();

/**
 * The labels of records named by id, outside any record (the audit's actors, records and changed values): the
 * same rights and queries as `withLabels`, an id the reader may not read stays `null`.
 */
export async function labelsOf(reader: LabelReader, references: readonly { resource: string; id: string }[]): Promise<ReferenceLabels> {
  return labelsFor(reader, await resolveTitles(reader, references), references);
}

/** The titles of the records referenced, and of those their titles name in turn (a report's session names its participants). */
async function resolveTitles(reader: LabelReader, references: readonly { resource: string; id: string }[]): Promise<Titles> {
  const titles: Titles = new Map();
  const sources = labelSourcesOf(reader.store);
  const firstLevel = await fetchTitled(reader, sources, titles, groupIds(references));
  const secondLevel = await fetchTitled(
    reader,
    sources,
    titles,
    groupIds(firstLevel.flatMap(({ entity: target, record }) => (followsReferences(target) ? labelReferences(target.fields, target.label.title, record) : []))),
  );
  // Titles that name nobody first (people, places), then those that name them (sessions, pairs).
  const fetched = [...secondLevel, ...firstLevel].sort((a, b) => Number(followsReferences(a.entity)) - Number(followsReferences(b.entity)));
  const context = labelContext(reader, titles);
  for (const { entity: target, record, readable, source, patterns } of fetched) {
    // A title that names no other record depends only on the document, the language and the fields read: kept
    // with the document (label-sources.ts). One that names others depends on the reader's rights to those too.
    const key = source && !followsReferences(target) ? titleKey(reader.language, patterns) : undefined;
    let title: string | null;
    if (key !== undefined && source!.titles.has(key)) title = source!.titles.get(key)!;
    else {
      title = composeLabel(target.fields, target.label, record, readable ? { ...context, readable } : context).title;
      if (key !== undefined) source!.titles.set(key, title);
    }
    titles.get(target.name)!.set(String(record.id), title);
  }
  return titles;
}

function labelContext(reader: LabelReader, titles: Titles) {
  return { language: reader.language, translate: (key: string) => translate(reader.language, key), referenceLabel: titleIn(titles) };
}

function labelsFor(reader: LabelReader, titles: Titles, references: readonly { resource: string; id: string }[]): ReferenceLabels {
  const labels: ReferenceLabels = {};
  for (const { resource, id } of references)
    (labels[resource] ??= {})[id] = id === SYSTEM_AUTHOR_ID ? translate(reader.language, LABEL_KEYS.system) : (titles.get(resource)?.get(id) ?? null);
  return labels;
}

interface Fetched {
  entity: Entity;
  /** The record as the reader may see it. */
  record: Record<string, unknown>;
  /** Whether the reader may read a path of it; every path when left out. */
  readable?: (path: string) => boolean;
  /** The field patterns the reader may read on it; `undefined` when every field. */
  patterns?: readonly string[];
  /** Where it was kept between requests, when the store allows it. */
  source?: LabelSource;
}

/**
 * The records of these ids the reader may read, by resource: from the kept sources when the store allows it (the
 * reader's read filter tested on each document), or one query per resource for the ids not asked yet. Every id
 * asked is noted in `titles` (as `null` until its title is known), so that an id the reader may not see stays `null`.
 */
async function fetchTitled(reader: LabelReader, sources: LabelSources | undefined, titles: Titles, wanted: Ids): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      const known = titles.get(resource) ?? new Map<string, string | null>();
      titles.set(resource, known);
      const missing = [...ids].filter((id) => !known.has(id));
      for (const id of missing) known.set(id, null);
      const target = getResource(resource).entity;
      const readFilter = readFilterOf(reader.ability, target);
      if (missing.length === 0 || readFilter === null) return;
      const found = sources
        ? await readableSources(reader.store, sources, target, readFilter, missing)
        : (
            await reader.store
              .collection(target.collection)
              .find({ $and: [readFilter.filter, { _id: { $in: missing } }] }, { projection: labelProjection(reader.ability, target) })
          ).map((document) => ({ document, source: undefined }));
      const restricted = reader.ability.rulesFor('read', resource).some((rule) => rule.fields);
      for (const { document, source } of found) {
        const whole = toRecord(target, document);
        if (!restricted) {
          fetched.push({ entity: target, record: whole, ...(source && { source }) });
          continue;
        }
        const patterns = permittedFields(reader.ability, 'read', target, whole);
        fetched.push({
          entity: target,
          record: projectRecord(whole, patterns),
          readable: (path) => fieldAllowed(patterns, path),
          patterns,
          ...(source && { source }),
        });
      }
    }),
  );
  return fetched;
}

/** The kept documents of these ids that the reader's read filter matches, as the query would have answered them. */
async function readableSources(store: Store, sources: LabelSources, target: Entity, readFilter: ReadFilter, ids: readonly string[]) {
  const kept = await sources.sourcesOf(store, target.collection, ids);
  const found: { document: StoredDocument; source: LabelSource }[] = [];
  for (const id of ids) {
    const source = kept.get(id);
    if (source?.document && readFilter.matches(source.document)) found.push({ document: source.document, source });
  }
  return found;
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
    else if (field.kind === 'object' && isPlainObject(value)) for (const [name, inner] of referringFields(field.fields)) visit(inner, value[name]);
  };
  for (const [name, field] of referringFields(fields)) visit(field, record[name]);
  return found;
}

/** The fields that may hold a reference, by descriptor: most never do, and every row of every page was walked whole. */
const REFERRING = new WeakMap<Record<string, Field>, [string, Field][]>();

function referringFields(fields: Record<string, Field>): [string, Field][] {
  let referring = REFERRING.get(fields);
  if (!referring) {
    referring = Object.entries(fields).filter(([, field]) => holdsReference(field));
    REFERRING.set(fields, referring);
  }
  return referring;
}

function holdsReference(field: Field): boolean {
  if (field.kind === 'reference') return true;
  if (field.kind === 'list') return holdsReference(field.of);
  return field.kind === 'object' && Object.values(field.fields).some(holdsReference);
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

const FOLLOWS_REFERENCES = new WeakMap<Entity, boolean>();

/** Whether an entity's title names other records (a session its participants); asked for every record labelled. */
function followsReferences(entity: Entity): boolean {
  let follows = FOLLOWS_REFERENCES.get(entity);
  if (follows === undefined) {
    follows = labelPaths(entity.label.title).some((path) => {
      const field = fieldAt(entity.fields, path);
      return field?.kind === 'reference' || (field?.kind === 'list' && field.of.kind === 'reference');
    });
    FOLLOWS_REFERENCES.set(entity, follows);
  }
  return follows;
}

function titleIn(titles: Titles): (resource: string, id: string) => string | null | undefined {
  return (resource, id) => titles.get(resource)?.get(id);
}
