import { RESOURCES, type Entity, type Resource, type UniqueRule } from '@binome/schema';
import type { Filter, IndexSpec } from '../store/store.ts';
import { AUDIT_COLLECTION } from '../audit/audit-log.ts';
import { SESSIONS_COLLECTION } from '../auth/sessions.ts';
import { CREDENTIALS_COLLECTION } from '../auth/credentials.ts';
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
  indexes.push(
    { collection: 'users', name: 'users_role_created', keys: { userRole: 1, createdAt: -1 } },
    { collection: 'users', name: 'users_email', keys: { 'contactDetails.email': 1 } },
    { collection: AUDIT_COLLECTION, name: 'audit_at', keys: { at: -1 } },
    { collection: AUDIT_COLLECTION, name: 'audit_record', keys: { resource: 1, recordId: 1 } },
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

/** Views sharing a collection may declare the same rule; one index serves them. */
function dedupe(indexes: IndexSpec[]): IndexSpec[] {
  const seen = new Map<string, IndexSpec>();
  for (const index of indexes) {
    const key = `${index.collection}:${JSON.stringify(index.keys)}:${JSON.stringify(index.partialFilter ?? {})}`;
    if (!seen.has(key)) seen.set(key, index);
  }
  return [...seen.values()];
}
