import { fieldAt, RESOURCES, type Entity, type Resource, type UniqueRule } from '@binome/schema';
import type { Filter, IndexSpec } from '../store/store.ts';
import { WORDS_FIELD } from '../store/document-words.ts';
import { filterSuffixesOf } from './filter-parameters.ts';
import { AUDIT_COLLECTION } from '../audit/audit-log.ts';
import { SESSIONS_COLLECTION } from '../auth/sessions.ts';
import { CREDENTIALS_COLLECTION } from '../auth/credentials.ts';
import { THROTTLE_COLLECTION } from '../auth/throttle.ts';
import { EXTERNAL_SIGN_INS } from '../auth/oidc/links.ts';
import { SECURITY_LOG_COLLECTION } from '../audit/security-log.ts';

/** The index name of a unique rule; a duplicate-key error names it, which is how the 409's message is found. */
export function indexNameFor(entity: Entity, rule: UniqueRule): string {
  return `${entity.name}_${rule.fields.join('_')}_unique`;
}

/**
 * Every index, declared once from the descriptors. A unique rule only binds records that have all its fields
 * (`$exists`), so two students without an e-mail never collide, and views of the users collection are limited to
 * their role.
 */
export function indexesFromDescriptors(resources: readonly Resource[] = RESOURCES, featureIndexes: readonly IndexSpec[] = []): IndexSpec[] {
  const indexes: IndexSpec[] = [];
  for (const { entity } of resources) {
    for (const rule of entity.unique ?? []) {
      const partialFilter: Filter = { ...rule.where };
      if (entity.collection === 'users' && !('userRole' in partialFilter) && entity.roles?.length === 1) partialFilter.userRole = entity.roles[0];
      for (const field of rule.fields) partialFilter[field] = { $exists: true };
      indexes.push({
        collection: entity.collection,
        name: indexNameFor(entity, rule),
        keys: Object.fromEntries(rule.fields.map((field) => [field, 1 as const])),
        unique: true,
        partialFilter,
      });
    }
  }
  indexes.push(...listSortIndexes(resources));
  indexes.push(...searchIndexes(resources));
  indexes.push(
    { collection: 'users', name: 'users_role_created', keys: { userRole: 1, createdAt: -1 } },
    { collection: 'users', name: 'users_email', keys: { 'contactDetails.email': 1 } },
    { collection: AUDIT_COLLECTION, name: 'audit_at', keys: { at: -1 } },
    { collection: AUDIT_COLLECTION, name: 'audit_record', keys: { resource: 1, recordId: 1 } },
    // The audit list and its CSV export, newest first: one branch of the reader's filter per resource they may read.
    { collection: AUDIT_COLLECTION, name: 'audit_resource_at_id', keys: { resource: 1, at: -1, _id: -1 } },
    { collection: SECURITY_LOG_COLLECTION, name: 'security_events_at_id', keys: { at: -1, _id: -1 } },
    // The retention's choice of people whose relationship ended long ago, oldest change first (retention.ts).
    { collection: 'users', name: 'users_status_updated', keys: { status: 1, updatedAt: 1 } },
    // A person's pairs: the rights of tutors (their pairs' students) and matching's candidates.
    { collection: 'pairs', name: 'pairs_tutor', keys: { tutorId: 1 } },
    { collection: 'pairs', name: 'pairs_student', keys: { studentId: 1 } },
    // A person's files, which an erasure deletes.
    { collection: 'documents', name: 'documents_owner', keys: { ownerId: 1 } },
    // The accounts of other providers linked to a person, read when their session is looked up.
    { collection: EXTERNAL_SIGN_INS, name: 'external_sign_ins_user', keys: { userId: 1 } },
    // The sign-in counters' ended windows, deleted on every retention pass (throttle.ts).
    { collection: THROTTLE_COLLECTION, name: 'throttles_resets', keys: { resetsAt: 1 } },
    // The newest-first list and the retention purge of the security log.
    { collection: SECURITY_LOG_COLLECTION, name: 'security_events_at', keys: { at: -1 } },
    { collection: SESSIONS_COLLECTION, name: 'sessions_user', keys: { userId: 1 } },
    // A VSC's lists: people by where they live (the tutoring's departments are the departments feature's indexes).
    { collection: 'users', name: 'users_role_department', keys: { userRole: 1, department: 1 } },
    { collection: CREDENTIALS_COLLECTION, name: 'credentials_user', keys: { userId: 1 }, unique: true, partialFilter: { userId: { $exists: true } } },
  );
  indexes.push(...featureIndexes);
  return dedupe(indexes);
}

/**
 * One index per sortable field of each list, the field then `_id` (the lists' tie-break, which follows the field's
 * direction, list-query.ts): a page is read from the index in order, either way, instead of sorting the whole
 * collection. Views of the users collection put the role first, as every one of their queries fixes it.
 */
function listSortIndexes(resources: readonly Resource[]): IndexSpec[] {
  const rolePrefix = (entity: Entity): IndexSpec['keys'] => (entity.collection === 'users' ? { userRole: 1 } : {});
  // A manager's or coordinator's reads are limited to their programs ('program.programId' in their rights): the
  // counts and the lists that no sort narrows start from it.
  const byProgram: IndexSpec[] = resources
    .filter(({ entity }) => entity.programScoped)
    .map(({ entity }) => ({
      collection: entity.collection,
      name: `${entity.collection}_program`,
      keys: { ...rolePrefix(entity), 'program.programId': 1 as const },
    }));
  return byProgram.concat(
    resources.flatMap(({ entity }) =>
      [...new Set([...entity.sortable, ...(entity.defaultSort ? [entity.defaultSort.field] : [])])]
        .filter((field) => field !== 'id')
        .map((field) => ({
          collection: entity.collection,
          name: `${entity.collection}_list_${field}`,
          keys: { ...rolePrefix(entity), [field]: 1 as const, _id: 1 as const },
        })),
    ),
  );
}

/** The words index of a collection (store.ts `_words`), whose endings at `searchPaths` a search reads on MongoDB. */
export function wordsIndex(collection: string, searchPaths: readonly string[] = []): IndexSpec {
  return { collection, name: `${collection}_words`, keys: { [WORDS_FIELD]: 1 }, words: { searchPaths } };
}

/**
 * A words index on each collection a list searches (`q=` on the searchable fields, `_like` on free-text filters),
 * so that MongoDB finds the matches from the index instead of testing every document.
 */
function searchIndexes(resources: readonly Resource[]): IndexSpec[] {
  const paths = new Map<string, Set<string>>();
  for (const { entity } of resources) {
    const likeable = entity.filterable.filter((path) => {
      const field = fieldAt(entity.fields, path);
      return field !== undefined && filterSuffixesOf(field).includes('_like');
    });
    const searched = [...entity.searchable, ...likeable];
    if (searched.length === 0) continue;
    const set = paths.get(entity.collection) ?? new Set<string>();
    for (const path of searched) set.add(path);
    paths.set(entity.collection, set);
  }
  return [...paths].map(([collection, searched]) => wordsIndex(collection, [...searched].sort()));
}

/**
 * Views sharing a collection may declare the same rule; one index serves them. The words index of a collection is
 * one, whoever declares it: the search paths of every declaration are kept.
 */
function dedupe(indexes: IndexSpec[]): IndexSpec[] {
  const seen = new Map<string, IndexSpec>();
  for (const index of indexes) {
    const key = `${index.collection}:${JSON.stringify(index.keys)}:${JSON.stringify(index.partialFilter ?? {})}`;
    const earlier = seen.get(key);
    if (!earlier) seen.set(key, index);
    else if (earlier.words && index.words) {
      const searchPaths = [...new Set([...earlier.words.searchPaths, ...index.words.searchPaths])].sort();
      seen.set(key, { ...earlier, words: { searchPaths } });
    }
  }
  return [...seen.values()];
}
