import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RESOURCES, type AppAbility, type Resource } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { problems } from '../http/problems.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { accessFilter, fieldAllowed, permittedFields } from '../resources/access.ts';
import type { Filter, StoredDocument } from '../store/store.ts';
import { AUDIT_COLLECTION } from './audit-log.ts';
import { auditListRoute } from './audit.routes.ts';

/**
 * The ability-aware audit view. Which entries a reader sees is a query, built from their read rules applied to
 * each entry's snapshot of the record, so paging and totals stay right; fields they cannot read are redacted.
 */
export function registerAuditRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(auditListRoute, async (context) => {
    const { ability } = signedInOf(context);
    if (!ability.can('read', 'audit')) throw problems.forbidden();
    const query = context.req.valid('query');
    const visible = visibleEntriesFilter(ability);
    const own: Filter = Object.fromEntries(Object.entries({ resource: query.resource, recordId: query.recordId, actorId: query.actorId, action: query.action }).filter(([, value]) => value !== undefined));
    const filter = { $and: [visible, own] };
    const start = Number(query._start ?? 0);
    const limit = Math.max(0, Math.min(Number(query._end ?? start + DEFAULT_PAGE_SIZE) - start, MAX_PAGE_SIZE));
    const collection = context.get('deps').store.collection(AUDIT_COLLECTION);
    const { documents: entries, total } = await collection.findPage(filter, { sort: { at: -1, _id: 1 }, skip: start, limit });
    context.header('x-total-count', String(total));
    return context.json(entries.map((entry) => redacted(ability, entry)), 200);
  });
}

/** Entries whose snapshot the reader could read, resource by resource; none at all when they read nothing. */
export function visibleEntriesFilter(ability: AppAbility): Filter {
  const branches: Filter[] = [];
  for (const resource of RESOURCES as readonly Resource[]) {
    const access = accessFilter(ability, 'read', resource.name);
    if (access === null) continue;
    branches.push(Object.keys(access).length === 0 ? { resource: resource.name } : { $and: [{ resource: resource.name }, prefixed(access, 'snapshot.')] });
  }
  return branches.length === 0 ? { _id: { $in: [] } } : { $or: branches };
}

/** A MongoDB filter moved under a sub-document: field names get the prefix, operators are walked. */
export function prefixed(filter: Filter, prefix: string): Filter {
  const result: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') result[key] = (value as Filter[]).map((inner) => prefixed(inner, prefix));
    else result[key.startsWith('$') ? key : `${prefix}${key}`] = value;
  }
  return result;
}

function redacted(ability: AppAbility, entry: StoredDocument) {
  const resource = (RESOURCES as readonly Resource[]).find((candidate) => candidate.name === entry.resource);
  const snapshot = (entry.snapshot ?? {}) as Record<string, unknown>;
  const patterns = resource ? permittedFields(ability, 'read', resource.entity, snapshot) : [];
  const changes = (entry.changes as { field: string; before?: unknown; after?: unknown }[]).map((change) =>
    fieldAllowed(patterns, change.field) ? change : { field: change.field, redacted: true },
  );
  return {
    id: entry._id,
    at: String(entry.at),
    actorId: String(entry.actorId),
    actorRole: String(entry.actorRole),
    action: entry.action as 'create' | 'update' | 'delete' | 'read',
    resource: String(entry.resource),
    recordId: String(entry.recordId),
    requestId: String(entry.requestId),
    changes,
    // Which fields someone else was shown is itself something to read: only those the reader may read are named.
    ...(Array.isArray(entry.fields) && { fields: entry.fields.map(String).filter((field) => fieldAllowed(patterns, field)) }),
  };
}
