import { subject as asSubject } from '@casl/ability';
import { permittedFieldsOf, rulesToCondition } from '@casl/ability/extra';
import type { Action, AppAbility, Entity } from '@binome/schema';
import type { Filter } from '../store/store.ts';
import { leafPaths } from './documents.ts';
import { deepFrozen } from './deep-frozen.ts';

/**
 * Access as a query (DESIGN, rule 4): the CASL rules of `action` on `subject` as one MongoDB filter, or `null`
 * when no rule allows anything. The caller combines it with its own filter under `$and`, never by spreading.
 *
 * Built once per ability, action and subject (issue 29: it was built again on every request, for the page and for
 * each resource its labels name): an ability is built once per set of facts (auth/signed-in.ts) and never changed
 * after, and a change of the reader's rights builds a new one. Frozen, since every request of the reader shares it:
 * a caller that changed it would change the next request's rights, and throws instead.
 */
export function accessFilter(ability: AppAbility, action: Action, subject: string): Filter | null {
  let built = ACCESS_FILTERS.get(ability);
  if (!built) {
    built = new Map();
    ACCESS_FILTERS.set(ability, built);
  }
  const key = `${action}\n${subject}`;
  let filter = built.get(key);
  if (filter === undefined) {
    filter = deepFrozen(
      rulesToCondition(ability.rulesFor(action, subject), (rule) => (rule.inverted ? { $nor: [rule.conditions ?? {}] } : (rule.conditions as Filter)), {
        and: (conditions) => ({ $and: conditions }),
        or: (conditions) => ({ $or: conditions }),
        empty: () => ({}),
      }),
    );
    built.set(key, filter);
  }
  return filter;
}

const ACCESS_FILTERS = new WeakMap<AppAbility, Map<string, Filter | null>>();

/** Every field path a descriptor declares (the fields of a rule without a field list). */
export function allFieldPaths(entity: Entity): string[] {
  return ['id', ...Object.keys(entity.fields)];
}

/**
 * The field patterns the user may `action` on this record: CASL's own answer (`contactDetails.*`, `userId`, ...),
 * or every top-level field when the matching rules do not restrict fields.
 */
export function permittedFields(ability: AppAbility, action: Action, entity: Entity, record: Record<string, unknown>): string[] {
  return permittedFieldsOf(ability, action, asSubject(entity.name, { ...record }), { fieldsFrom: (rule) => rule.fields ?? allFieldPaths(entity) });
}

/**
 * Whether `action` lets the user read `path` on every record it shows them: every rule that grants records must
 * grant the field, and no rule may withhold it. A query filters, sorts and searches on these fields only, so
 * that neither the rows it answers nor their count or order tell anything of a field the reader cannot see.
 */
export function readableOnEveryRecord(ability: AppAbility, action: 'read' | 'export', entity: Entity): (path: string) => boolean {
  const rules = ability.possibleRulesFor(action, entity.name);
  const grants = rules.filter((rule) => !rule.inverted);
  const withheld = rules.filter((rule) => rule.inverted && rule.fields);
  const patterns = (fields: string | string[]) => (Array.isArray(fields) ? fields : [fields]);
  return (path) =>
    path === 'id' ||
    (grants.length > 0 &&
      grants.every((rule) => !rule.fields || fieldAllowed(patterns(rule.fields), path)) &&
      !withheld.some((rule) => fieldAllowed(patterns(rule.fields!), path)));
}

/** True when `path` is allowed by one of CASL's field patterns (`a.*` allows everything below `a`). */
export function fieldAllowed(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => {
    if (pattern === path) return true;
    if (pattern.endsWith('.*')) return path.startsWith(pattern.slice(0, -1));
    if (pattern.endsWith('.**')) return path.startsWith(pattern.slice(0, -2));
    // A pattern below the path (`contactDetails.firstName` for `contactDetails`) does not allow the whole object.
    return path.startsWith(`${pattern}.`);
  });
}

/** The record with only the parts the patterns allow; objects are kept partially, lists whole or not at all. */
export function projectRecord(record: Record<string, unknown>, patterns: readonly string[], prefix = ''): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (fieldAllowed(patterns, path)) kept[key] = value;
    else if (isPlainObject(value) && patterns.some((pattern) => pattern.startsWith(`${path}.`))) {
      const inner = projectRecord(value, patterns, path);
      if (Object.keys(inner).length > 0) kept[key] = inner;
    }
  }
  return kept;
}

/** The paths of a body the user may not write, checked by CASL itself against the record as it would be. */
export function forbiddenPaths(ability: AppAbility, action: Action, entity: Entity, record: Record<string, unknown>, body: Record<string, unknown>): string[] {
  const target = asSubject(entity.name, { ...record });
  return leafPaths(body).filter((path) => !ability.can(action, target, path));
}

/** Whether the user may `action` this record as a whole (conditions included). */
export function canOn(ability: AppAbility, action: Action, entity: Entity, record: Record<string, unknown>): boolean {
  return ability.can(action, asSubject(entity.name, { ...record }));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
