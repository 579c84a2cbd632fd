import { defineAbilityFor, FAMILY_ROLES, RESOURCES, STAFF_ROLES, type Resource } from '@binome/schema';
import { isPlainObject } from '../resources/access.ts';
import { viewFilter } from '../resources/documents.ts';
import type { Filter } from '../store/store.ts';

/**
 * The paths that decide who may see a record (`program.programId`, `userId`, `tutors.userId`, `userRole`, ...):
 * every field the conditions of any role's rules look at, and the views' own filter. Derived from the rules
 * themselves, never listed by hand, so a condition added to the abilities is kept in audit entries at once.
 */
let paths: readonly string[] | undefined;
export function accessKeyPaths(): readonly string[] {
  paths ??= derivePaths();
  return paths;
}

/** Only the parts of a record the access conditions read: enough to decide who may see an entry, no personal data. */
export function accessKeysOf(record: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const path of accessKeyPaths()) copyPath(record, kept, path.split('.'));
  return kept;
}

function derivePaths(): string[] {
  const found = new Set<string>();
  // Any user and context will do: rules differ by role, and the values in their conditions do not matter here. The
  // user names programs and departments, so that the conditions of a reach limited by either are among them.
  const context = { pairDeleteAccountId: 'someone', childUserIds: ['child'], pairedStudentIds: ['student'] };
  for (const role of [...STAFF_ROLES, ...FAMILY_ROLES]) {
    const ability = defineAbilityFor(
      { userId: 'someone', userRole: role, status: 'active', administrationPreferences: { program: ['program'], department: ['department'] } },
      context,
    );
    for (const rule of ability.rules) if (rule.conditions) collectPaths(rule.conditions as Filter, '', found);
  }
  for (const { entity } of RESOURCES as readonly Resource[]) collectPaths(viewFilter(entity), '', found);
  return [...found].sort();
}

/** Field paths of a MongoDB query: logical operators are walked, `$elemMatch` names paths inside each element. */
function collectPaths(query: Filter, prefix: string, found: Set<string>): void {
  for (const [key, value] of Object.entries(query)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      for (const inner of value as Filter[]) collectPaths(inner, prefix, found);
    } else if (!key.startsWith('$')) {
      const elementQuery = isPlainObject(value) ? value.$elemMatch : undefined;
      if (isPlainObject(elementQuery)) collectPaths(elementQuery, `${prefix}${key}.`, found);
      else found.add(`${prefix}${key}`);
    }
  }
}

/** Copies the value at a dotted path, through objects and into every element of a list, as MongoDB reads paths. */
function copyPath(source: Record<string, unknown>, target: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (head === undefined || source[head] === undefined) return;
  const value = source[head];
  if (rest.length === 0) target[head] = value;
  else if (Array.isArray(value)) {
    const elements = Array.isArray(target[head]) ? (target[head] as Record<string, unknown>[]) : value.map(() => ({}));
    value.forEach((element, index) => {
      if (isPlainObject(element)) copyPath(element, elements[index]!, rest);
    });
    target[head] = elements;
  } else if (isPlainObject(value)) {
    const inner = isPlainObject(target[head]) ? target[head] : {};
    copyPath(value, inner, rest);
    if (Object.keys(inner).length > 0) target[head] = inner;
  }
}
