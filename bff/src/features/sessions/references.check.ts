import { ERROR_MESSAGES, getResource } from '@binome/schema';
import { Problem } from '../../http/problems.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';

/** A field naming a person: a single reference, or a key of each entry of a list. */
type PersonReference = { path: string; resource: 'tutors' | 'students' | 'vsc' } & ({ list: string; key: string } | { field: string });

/** The people a session or a pair names (DESIGN: a write may only name records that exist and that its author may see). */
const PEOPLE_REFERENCES: Readonly<Record<string, readonly PersonReference[]>> = {
  sessions: [
    { path: 'tutors', list: 'tutors', key: 'userId', resource: 'tutors' },
    { path: 'students', list: 'students', key: 'userId', resource: 'students' },
    { path: 'vsc', list: 'vsc', key: 'vscId', resource: 'vsc' },
  ],
  pairs: [
    { path: 'tutorId', field: 'tutorId', resource: 'tutors' },
    { path: 'studentId', field: 'studentId', resource: 'students' },
  ],
};

/**
 * Refuses, with a 400 naming each field, a record that names a tutor, student or VSC who does not exist or whom
 * the author may not read: nobody books a session for a stranger, and nobody learns whether an id they may not see
 * exists (both answer the same).
 */
export async function checkPeopleReferences(context: OperationContext, resourceName: string, record: Record<string, unknown>): Promise<void> {
  const details: { path: string; message: string; params: { field: string } }[] = [];
  for (const reference of PEOPLE_REFERENCES[resourceName] ?? []) {
    const named = namedIds(record, reference);
    if (named.length === 0) continue;
    const ids = [...new Set(named.map(({ id }) => id))];
    const known = await readableIds(context, reference.resource, ids);
    for (const { id, path } of named) if (!known.has(id)) details.push({ path, message: ERROR_MESSAGES.unknownReference, params: { field: path } });
  }
  if (details.length > 0) throw new Problem(400, 'unknownReference', ERROR_MESSAGES.unknownReference, details);
}

/**
 * The ids among `ids` the author may read; none when they may read no such record at all. A VSC is a colleague:
 * every staff member who books sessions sees colleagues as references (their name and role, `/v1/users`), even
 * those whose role may not open the VSC screens (a recruiter, a VSC naming themself).
 */
async function readableIds(context: OperationContext, resourceName: string, ids: string[]): Promise<Set<string>> {
  const [subject, filter] = resourceName === 'vsc' ? ['users', { _id: { $in: ids }, userRole: 'vsc' }] : [resourceName, { _id: { $in: ids } }];
  const { entity } = getResource(subject);
  if (!context.signedIn.ability.can('read', subject)) return new Set();
  const found = await context.store.collection(entity.collection).find(readableFilter(context, entity, filter, 'read'), { projection: { _id: 1 }, limit: ids.length });
  return new Set(found.map((document) => document._id));
}

function namedIds(record: Record<string, unknown>, reference: PersonReference): { id: string; path: string }[] {
  if ('field' in reference) {
    const value = record[reference.field];
    return typeof value === 'string' && value !== '' ? [{ id: value, path: reference.path }] : [];
  }
  const list = record[reference.list];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry, index) => {
    const value = (entry as Record<string, unknown> | undefined)?.[reference.key];
    return typeof value === 'string' && value !== '' ? [{ id: value, path: `${reference.path}.${index}.${reference.key}` }] : [];
  });
}
