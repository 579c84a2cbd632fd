import type { WriteHooks } from '../../resources/write-hooks.ts';
import { personDepartment, RECORD_DEPARTMENTS, storeSource } from './record-departments.ts';
import { refileRecordsNaming } from './refile-records.ts';

/**
 * Every generic write of a person stores where they live (`department`), and when that changes, the sessions,
 * occurrences, pairs and reports that name them are filed again, in the same transaction: a student who moves
 * out of Paris leaves the Paris VSC's lists with their tutoring.
 */
export const personDepartmentHooks: WriteHooks = {
  serverFieldsOnCreate: (_context, record) => ({ department: personDepartment(record) }),
  serverFieldsOnUpdate: (_context, _before, after) => ({ department: personDepartment(after) }),
  async inTransaction(store, _context, { id, before, after }) {
    if (before && after && before.department !== after.department) await refileRecordsNaming(store, id);
  },
};

/** Every generic write of a session, a pair or a report stores the departments of the students it names. */
export function recordDepartmentHooks(collection: string): WriteHooks {
  const departmentsOf = RECORD_DEPARTMENTS[collection];
  if (!departmentsOf) throw new Error(`No departments rule for ${collection}`);
  return {
    serverFieldsOnCreate: async (context, record) => ({ departments: await departmentsOf(storeSource(context.store), record) }),
    serverFieldsOnUpdate: async (context, _before, after) => ({ departments: await departmentsOf(storeSource(context.store), after) }),
  };
}
