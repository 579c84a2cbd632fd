import { ERROR_MESSAGES, getResource, referencesSetBy, rolesOfUserView, type Entity, type NamedReference } from '@binome/schema';
import { Problem } from '../http/problems.ts';
import type { OperationContext } from './operation-context.ts';
import { accessFilter } from './access.ts';
import { viewFilter } from './documents.ts';

/**
 * Nobody names in a record what they may not read (DESIGN: a write may only name records that exist and that its
 * author may see). Checked here, on every generic write of every resource, so that a new resource cannot forget it:
 * a tutor does not file a report on another tutor's session, a parent does not give a child a class that does not
 * exist, a coordinator does not book a session for a student of another program.
 *
 * Which references are checked:
 * - every reference field of the descriptor, at any depth (objects, lists, lists of objects), that the write sets
 *   or changes; a value the record already held is not judged again (staff editing a tutor do not have to read the
 *   students the matching gave them, and a record stays editable when what it names moved out of reach);
 * - not the server-managed ones (created by, validated by, a message's sender, a document's owner): the server
 *   writes them, and a request body that carries one is refused before this;
 * - not those a resource's own check answers for through another reference (`boundReferences` of its write
 *   hooks): a report's tutor, student and attendance lines are the people its session names, which is stricter
 *   than "a student the writer may open" and right where that is narrower (a tutor reads his paired students
 *   only, and a group session's students need not be paired with him);
 * - a person of a staff or family view (tutors, students, vsc, ...) is readable through that view, or as a
 *   colleague through `/v1/users` (a VSC is a colleague that every staff member who books sessions may name, even
 *   those whose role may not open the VSC screens, a VSC naming themself);
 * - a `users` reference (a report's attendance lines, a pair's manager) through `/v1/users`: staff read their
 *   colleagues and the people their views reach; a family role reads nobody there, so sets no such reference.
 *
 * Unknown and unreadable answer the same 400 `unknownReference`, naming each field: nobody learns whether an id
 * they may not see exists.
 */
export async function checkReferences(
  context: OperationContext,
  entity: Entity,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  bound: readonly string[] = [],
): Promise<void> {
  const wanted = referencesSetBy(entity.fields, before, after).filter((reference) => !reference.serverManaged && !bound.includes(reference.fieldPath));
  if (wanted.length === 0) return;
  const byResource = new Map<string, NamedReference[]>();
  for (const reference of wanted) byResource.set(reference.resource, [...(byResource.get(reference.resource) ?? []), reference]);
  const details: { path: string; message: string; params: { field: string } }[] = [];
  for (const [resource, references] of byResource) {
    const known = await readableIds(context, resource, [...new Set(references.map(({ id }) => id))]);
    for (const { id, path } of references) if (!known.has(id)) details.push({ path, message: ERROR_MESSAGES.unknownReference, params: { field: path } });
  }
  if (details.length > 0) throw new Problem(400, 'unknownReference', ERROR_MESSAGES.unknownReference, details);
}

/** The ids among `ids` that exist and that the author may read, through the resource or, for people, as colleagues. */
async function readableIds(context: OperationContext, resource: string, ids: string[]): Promise<Set<string>> {
  const found = await findReadable(context, resource, ids, {});
  const roles = rolesOfUserView(resource);
  const missing = ids.filter((id) => !found.has(id));
  if (roles && missing.length > 0) for (const id of await findReadable(context, 'users', missing, { userRole: { $in: [...roles] } })) found.add(id);
  return found;
}

async function findReadable(context: OperationContext, resource: string, ids: string[], filter: Record<string, unknown>): Promise<Set<string>> {
  const { entity } = getResource(resource);
  const access = accessFilter(context.signedIn.ability, 'read', resource);
  if (access === null) return new Set();
  const documents = await context.store
    .collection(entity.collection)
    .find({ $and: [viewFilter(entity), access, filter, { _id: { $in: ids } }] }, { projection: { _id: 1 }, limit: ids.length });
  return new Set(documents.map((document) => document._id));
}
