import { STAFF_ROLES } from '@binome/schema';
import type { Logger } from '../http/logger.ts';
import type { Store } from '../store/store.ts';
import { memorySource, personDepartment, RECORD_DEPARTMENTS } from '../features/departments/record-departments.ts';
import { FILED_COLLECTIONS, refile } from '../features/departments/refile-records.ts';

/** The roles whose records a local reach limits (the people views: tutors, students, parents, prospects). */
const PEOPLE_ROLES = ['tutor', 'student', 'parent', 'prospectLead', 'parentProspect'];
const PAGE = 500;

export interface DepartmentFilingResult {
  /** Staff records whose single department became a list of one. */
  staff: number;
  people: number;
  records: number;
}

/**
 * Files what older releases (and the demo's bulk load) stored without departments: a staff member's single
 * `administrationPreferences.department` becomes a list, people get the department of their address, and sessions,
 * occurrences, pairs and reports the departments of their students. Idempotent and cheap once done: it reads only
 * what has no department yet (people whose record says nowhere are read again at each start, and stay unfiled).
 */
export async function fileUnderDepartments(store: Store, options: { log: Logger }): Promise<DepartmentFilingResult> {
  const staff = await listStaffDepartments(store);
  const people = await filePeople(store);
  let records = 0;
  for (const collection of FILED_COLLECTIONS) records += await refile(store, collection, { departments: { $exists: false } });
  if (staff + people + records > 0) options.log.info('Records filed under their departments', { staff, people, records });
  return { staff, people, records };
}

async function listStaffDepartments(store: Store): Promise<number> {
  const users = store.collection('users');
  const staff = await users.find(
    { userRole: { $in: [...STAFF_ROLES] }, 'administrationPreferences.department': { $exists: true } },
    { projection: { _id: 1, administrationPreferences: 1 } },
  );
  let changed = 0;
  for (const member of staff) {
    const department = (member.administrationPreferences as { department?: unknown }).department;
    if (typeof department !== 'string') continue;
    // Compare-and-set: a change made meanwhile through the API (already a list) is kept.
    const result = await users.updateOne(
      { _id: member._id, 'administrationPreferences.department': department },
      { $set: { 'administrationPreferences.department': department === '' ? [] : [department] } },
    );
    changed += result.modifiedCount;
  }
  return changed;
}

async function filePeople(store: Store): Promise<number> {
  const users = store.collection('users');
  let changed = 0;
  let lastId: string | undefined;
  for (;;) {
    const filter = { userRole: { $in: PEOPLE_ROLES }, department: { $exists: false }, ...(lastId !== undefined && { _id: { $gt: lastId } }) };
    const page = await users.find(filter, { sort: { _id: 1 }, limit: PAGE });
    for (const person of page) {
      const department = personDepartment(person);
      if (department === undefined) continue;
      const result = await users.updateOne({ _id: person._id, department: { $exists: false } }, { $set: { department } });
      changed += result.modifiedCount;
    }
    if (page.length < PAGE) return changed;
    lastId = page[page.length - 1]!._id;
  }
}

/**
 * The same filing over documents about to be stored in bulk (the demo's generator), in memory: reading them back
 * from the store one by one would cost every start with the demo, and every test app, seconds.
 */
export async function fileDocumentsUnderDepartments(collections: Readonly<Record<string, Record<string, unknown>[]>>): Promise<void> {
  const users = collections.users ?? [];
  for (const person of users) {
    if (!PEOPLE_ROLES.includes(String(person.userRole)) || person.department !== undefined) continue;
    const department = personDepartment(person);
    if (department !== undefined) person.department = department;
  }
  // Sessions first, so that reports read their sessions' departments.
  const source = memorySource(users, collections.sessions ?? []);
  for (const collection of FILED_COLLECTIONS) {
    for (const record of collections[collection] ?? [])
      if (record.departments === undefined) record.departments = await RECORD_DEPARTMENTS[collection]!(source, record);
  }
}
