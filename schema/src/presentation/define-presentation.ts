import { fieldAt, valueAt, type Field } from '../entities/fields.ts';
import type { Entity } from '../entities/define-entity.ts';
import { getResource, type Resource } from '../resources.ts';

/**
 * How a record of a resource is presented to staff: its fields grouped by task (the same groups on the record page
 * and as the form's sections), the technical fields nobody reads, the fields that only apply on an edit or only
 * with certain values of other fields, the related lists its page shows and the facts of its header. The screens
 * derive everything from it; nothing here is a rule of access (the server's abilities decide what is read and
 * written, this only decides where and whether it is shown).
 */

type Scalar = string | number | boolean;

/** When a field or a group applies, from another value of the same record (the form re-checks it as one types). */
export type Condition =
  | { readonly field: string; readonly in: readonly Scalar[] }
  | { readonly field: string; readonly notIn: readonly Scalar[] }
  | { readonly field: string; readonly filled: true };

/** A compact list of other records on a record page: the target's rows whose `match` fields hold this record's values. */
export interface RelatedListInput {
  /** Names the list's title, `presentation.related.<key>`. */
  key: string;
  /** Registry name of the listed resource. */
  resource: string;
  /** Target field (filterable there) → path of this record whose value it must equal (`id` for this record's id). */
  match: Readonly<Record<string, string>>;
  /** A date-time field of the target: only rows from now on, soonest first ("upcoming sessions"). */
  upcoming?: string;
}

export interface RelatedList extends RelatedListInput {
  titleKey: string;
  /** The target's columns shown, the matched ones left out (every row has the same value there). */
  columns: readonly string[];
  sort?: { field: string; order: 'asc' | 'desc' };
}

type GroupInput = readonly string[] | { readonly fields: readonly string[]; readonly when: Condition };

export interface PresentationInput {
  /** Groups by task, in the order shown; each key names its title, `presentation.groups.<key>`. */
  groups: Readonly<Record<string, GroupInput>>;
  /** Fields never shown (identifiers, duplicates, flags only the system reads). */
  technical?: readonly string[];
  /** Fields a new record is never asked for (a new session has no cancelling reason yet). */
  editOnly?: readonly string[];
  /** Fields shown only when another value says they apply. */
  when?: Readonly<Record<string, Condition>>;
  related?: readonly RelatedListInput[];
  /** The record page's header: one status (shown as a tag) and two to four key facts. */
  summary?: { status?: string; facts: readonly string[] };
}

export interface PresentationGroup {
  key: string;
  titleKey: string;
  /** The shown fields of the group, as units (see `fieldUnits`), in order; technical ones left out. */
  fields: readonly string[];
  when?: Condition;
}

export interface Presentation {
  resource: string;
  groups: readonly PresentationGroup[];
  /** Technical units. */
  technical: readonly string[];
  editOnly: readonly string[];
  /** Units the server sets: shown on the record page, never in a form. */
  serverSet: readonly string[];
  /** Condition of each conditional unit. */
  when: Readonly<Record<string, Condition>>;
  related: readonly RelatedList[];
  summary: { status?: string; facts: readonly string[] };
}

/** Where a record is shown: the create form, the edit form or the record page. */
export type PresentationMode = 'create' | 'edit' | 'show';

/** Fields every record has: its id is technical, the rest is the record's history. */
export const RECORD_HISTORY_FIELDS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/**
 * The units a presentation places: every field that is not an object (a list of objects is one unit, shown and
 * edited as a whole), by dotted path. Objects are only containers: a group may name one to take all its units.
 */
export function fieldUnits(fields: Record<string, Field>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return field.kind === 'object' ? fieldUnits(field.fields, path) : [path];
  });
}

const covers = (path: string, unit: string) => unit === path || unit.startsWith(`${path}.`);

/** The units set by the server: server-managed fields and every unit below a server-managed object. */
function serverSetUnits(fields: Record<string, Field>, prefix = '', inherited = false): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const serverSet = inherited || field.serverManaged === true;
    if (field.kind === 'object') return serverSetUnits(field.fields, path, serverSet);
    return serverSet ? [path] : [];
  });
}

/** The units at or below a path, in the descriptor's order. */
function unitsUnder(units: readonly string[], path: string): string[] {
  return units.filter((unit) => covers(path, unit));
}

export function conditionHolds(condition: Condition, values: unknown): boolean {
  const value = valueAt(values, condition.field);
  if ('filled' in condition) return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  if ('in' in condition) return condition.in.includes(value as Scalar);
  return !condition.notIn.includes(value as Scalar);
}

/** The fields whose values decide what applies: what a form watches as the person types. */
export function conditionFields(presentation: Presentation): string[] {
  const conditions = [...Object.values(presentation.when), ...presentation.groups.flatMap((group) => (group.when ? [group.when] : []))];
  return [...new Set(conditions.map((condition) => condition.field))];
}

/** Whether a unit is shown in a mode, given the record's (or the form's) current values. */
export function unitApplies(presentation: Presentation, unit: string, mode: PresentationMode, values: unknown): boolean {
  if (presentation.technical.includes(unit)) return false;
  if (mode === 'create' && presentation.editOnly.includes(unit)) return false;
  if (mode !== 'show' && presentation.serverSet.includes(unit)) return false;
  const condition = presentation.when[unit];
  return condition === undefined || conditionHolds(condition, values);
}

/** The groups shown in a mode with the units that apply, empty groups left out. */
export function groupsShown(
  presentation: Presentation,
  mode: PresentationMode,
  values: unknown,
  keep: (unit: string) => boolean = () => true,
): { group: PresentationGroup; fields: string[] }[] {
  return presentation.groups
    .filter((group) => group.when === undefined || conditionHolds(group.when, values))
    .map((group) => ({ group, fields: group.fields.filter((unit) => unitApplies(presentation, unit, mode, values) && keep(unit)) }))
    .filter((entry) => entry.fields.length > 0);
}

/** Every unit shown in a mode: what a form holds and sends. */
export function unitsShown(presentation: Presentation, mode: PresentationMode, values: unknown): Set<string> {
  return new Set(groupsShown(presentation, mode, values).flatMap((entry) => entry.fields));
}

/** A related list's filters for one record, or undefined when the record lacks a value it matches on. */
export function relatedFilters(
  list: RelatedList,
  record: Record<string, unknown>,
  now: Date = new Date(),
): { field: string; operator: 'eq' | 'gte'; value: string | number | boolean }[] | undefined {
  const filters: { field: string; operator: 'eq' | 'gte'; value: string | number | boolean }[] = [];
  for (const [field, source] of Object.entries(list.match)) {
    const value = valueAt(record, source);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    filters.push({ field, operator: 'eq', value });
  }
  if (list.upcoming) filters.push({ field: list.upcoming, operator: 'gte', value: now.toISOString() });
  return filters;
}

/** Problems of a presentation against its resource; empty when it is sound. Exported for the tests. */
export function presentationProblems(resource: Resource, input: PresentationInput): string[] {
  const entity = resource.entity;
  const units = fieldUnits(entity.fields);
  const problems: string[] = [];
  const needField = (path: string, what: string) => {
    if (path !== 'id' && !fieldAt(entity.fields, path)) problems.push(`${what} '${path}' is not a field`);
  };
  const groupFields = (group: GroupInput) => ('fields' in group ? group.fields : (group as readonly string[]));

  for (const [key, group] of Object.entries(input.groups)) {
    for (const path of groupFields(group)) needField(path, `group ${key}: field`);
    if ('when' in group) needField(group.when.field, `group ${key}: condition on`);
  }
  for (const path of input.technical ?? []) needField(path, 'technical field');
  for (const path of input.editOnly ?? []) needField(path, 'edit-only field');
  for (const [path, condition] of Object.entries(input.when ?? {})) {
    needField(path, 'conditional field');
    needField(condition.field, `condition of '${path}' on`);
  }
  if (input.summary?.status) needField(input.summary.status, 'summary status');
  for (const path of input.summary?.facts ?? []) needField(path, 'summary fact');

  // Every unit is placed once: in exactly one group, or technical.
  const technical = new Set((input.technical ?? []).flatMap((path) => unitsUnder(units, path)));
  const placed = new Map<string, number>();
  for (const group of Object.values(input.groups)) {
    for (const path of groupFields(group)) for (const unit of unitsUnder(units, path)) if (!technical.has(unit)) placed.set(unit, (placed.get(unit) ?? 0) + 1);
  }
  for (const unit of units) {
    if (technical.has(unit)) continue;
    const count = placed.get(unit) ?? 0;
    if (count === 0) problems.push(`field '${unit}' is in no group and not technical`);
    if (count > 1) problems.push(`field '${unit}' is in ${count} groups`);
  }

  for (const list of input.related ?? []) problems.push(...relatedProblems(entity, list));
  return problems;
}

function relatedProblems(entity: Entity, list: RelatedListInput): string[] {
  const problems: string[] = [];
  const where = `related list '${list.key}'`;
  let target: Resource;
  try {
    target = getResource(list.resource);
  } catch {
    return [`${where}: unknown resource '${list.resource}'`];
  }
  if (!target.staffPath) problems.push(`${where}: '${list.resource}' has no staff screen`);
  if (Object.keys(list.match).length === 0) problems.push(`${where}: matches on nothing`);
  for (const [field, source] of Object.entries(list.match)) {
    if (!fieldAt(target.entity.fields, field)) problems.push(`${where}: '${field}' is not a field of ${list.resource}`);
    else if (!target.entity.filterable.includes(field)) problems.push(`${where}: '${field}' is not filterable on ${list.resource}`);
    if (source !== 'id' && !fieldAt(entity.fields, source)) problems.push(`${where}: '${source}' is not a field`);
  }
  if (list.upcoming) {
    const field = fieldAt(target.entity.fields, list.upcoming);
    if (field?.kind !== 'dateTime' && field?.kind !== 'date') problems.push(`${where}: '${list.upcoming}' is not a date of ${list.resource}`);
    if (!target.entity.filterable.includes(list.upcoming)) problems.push(`${where}: '${list.upcoming}' is not filterable on ${list.resource}`);
    if (!target.entity.sortable.includes(list.upcoming)) problems.push(`${where}: '${list.upcoming}' is not sortable on ${list.resource}`);
  }
  return problems;
}

/** How many of the target's columns a related list shows: enough to tell rows apart on a phone. */
const RELATED_COLUMNS = 4;

/**
 * A resource's presentation, checked at load time: a descriptor that names a field it does not have, leaves a
 * field out or places it twice, or lists records by a field the target cannot filter on fails when the schema
 * loads, not on a staff member's screen.
 */
export function definePresentation(resourceName: string, input: PresentationInput): Presentation {
  const resource = getResource(resourceName);
  const problems = presentationProblems(resource, input);
  if (problems.length > 0) throw new Error(`Presentation of ${resourceName}: ${problems.join('; ')}`);
  const units = fieldUnits(resource.entity.fields);
  const expand = (paths: readonly string[] = []) => [...new Set(paths.flatMap((path) => unitsUnder(units, path)))];
  const technical = expand(input.technical);
  const when: Record<string, Condition> = {};
  for (const [path, condition] of Object.entries(input.when ?? {})) for (const unit of unitsUnder(units, path)) when[unit] = condition;
  return {
    resource: resourceName,
    groups: Object.entries(input.groups).map(([key, group]) => {
      const paths = 'fields' in group ? group.fields : (group as readonly string[]);
      return {
        key,
        titleKey: `presentation.groups.${key}`,
        fields: expand(paths).filter((unit) => !technical.includes(unit)),
        ...('when' in group && { when: group.when }),
      };
    }),
    technical,
    editOnly: expand(input.editOnly),
    serverSet: serverSetUnits(resource.entity.fields),
    when,
    related: (input.related ?? []).map((list) => relatedList(list)),
    summary: { ...(input.summary?.status && { status: input.summary.status }), facts: input.summary?.facts ?? [] },
  };
}

function relatedList(list: RelatedListInput): RelatedList {
  const target = getResource(list.resource).entity;
  const matched = Object.keys(list.match);
  const sort = list.upcoming ? { field: list.upcoming, order: 'asc' as const } : target.defaultSort;
  return {
    ...list,
    titleKey: `presentation.related.${list.key}`,
    columns: target.columns.filter((column) => !matched.includes(column) && !matched.some((path) => path.startsWith(`${column}.`))).slice(0, RELATED_COLUMNS),
    ...(sort && { sort }),
  };
}

/**
 * The presentation of a resource nobody designed one for (reference data, views without a staff screen): one
 * group of every field, the id and the record history apart.
 */
export function defaultPresentation(resourceName: string): Presentation {
  const entity = getResource(resourceName).entity;
  const own = Object.keys(entity.fields).filter((name) => name !== 'id' && !(RECORD_HISTORY_FIELDS as readonly string[]).includes(name));
  return definePresentation(resourceName, { groups: { details: own, record: RECORD_HISTORY_FIELDS }, technical: ['id'] });
}
