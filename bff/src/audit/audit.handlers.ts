import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RESOURCES, type AppAbility, type Resource } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { problems } from '../http/problems.ts';
import { requestLanguage } from '../http/request-language.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { accessFilter, fieldAllowed, permittedFields } from '../resources/access.ts';
import type { Filter, StoredDocument } from '../store/store.ts';
import { AUDIT_COLLECTION } from './audit-log.ts';
import { AUDIT_EXPORT_LIMIT, auditExportRoute, auditListRoute, type auditFilters } from './audit.routes.ts';
import { labelEntries } from './audit-labels.ts';
import { auditCsv } from './audit-csv.ts';

type AuditFilters = z.infer<typeof auditFilters>;

/**
 * The ability-aware audit view. Which entries a reader sees is a query, built from their read rules applied to
 * each entry's snapshot of the record, so paging and totals stay right; fields they cannot read are redacted.
 * Each entry comes with the names the screens show (actor, record, referenced values) instead of raw ids.
 */
export function registerAuditRoutes(app: OpenAPIHono<AppEnv>): void {
  // Registered before any `/audit/{…}` route could be, so that `export.csv` is never read as something else.
  app.openapi(auditExportRoute, async (context) => {
    const ability = auditReader(context);
    const { lang, ...query } = context.req.valid('query');
    const language = lang ?? DEFAULT_LANGUAGE;
    const collection = context.get('deps').store.collection(AUDIT_COLLECTION);
    // A bounded page, not a stream: each entry needs its labels, and the limit keeps one answer's work small.
    const { documents } = await collection.findPage(auditFilter(ability, query), { sort: sortOf(query), skip: 0, limit: AUDIT_EXPORT_LIMIT });
    const entries = documents.map((entry) => redacted(ability, entry));
    const labels = await labelEntries({ store: context.get('deps').store, ability, language }, entries);
    return context.body(
      auditCsv(
        entries.map((entry, index) => ({ ...entry, ...labels[index]! })),
        language,
      ),
      200,
      {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="history.csv"',
        'cache-control': 'no-store',
      },
    );
  });

  app.openapi(auditListRoute, async (context) => {
    const ability = auditReader(context);
    const query = context.req.valid('query');
    const start = Number(query._start ?? 0);
    const limit = Math.max(0, Math.min(Number(query._end ?? start + DEFAULT_PAGE_SIZE) - start, MAX_PAGE_SIZE));
    const collection = context.get('deps').store.collection(AUDIT_COLLECTION);
    const { documents, total } = await collection.findPage(auditFilter(ability, query), { sort: sortOf(query), skip: start, limit });
    const entries = documents.map((entry) => redacted(ability, entry));
    const labels = await labelEntries({ store: context.get('deps').store, ability, language: requestLanguage(context) }, entries);
    context.header('x-total-count', String(total));
    return context.json(
      entries.map((entry, index) => ({ ...entry, ...labels[index]! })),
      200,
    );
  });
}

function auditReader(context: Context<AppEnv>): AppAbility {
  const { ability } = signedInOf(context);
  if (!ability.can('read', 'audit')) throw problems.forbidden();
  return ability;
}

/** What the reader may see, narrowed by the query's filters. */
export function auditFilter(ability: AppAbility, query: AuditFilters): Filter {
  const own: Filter = Object.fromEntries(
    Object.entries({ resource: query.resource, recordId: query.recordId, actorId: query.actorId }).filter(([, value]) => value !== undefined),
  );
  if (query.action) {
    const actions = [...new Set(query.action.split(','))];
    own.action = actions.length === 1 ? actions[0]! : { $in: actions };
  }
  const at: Record<string, string> = {};
  if (query.from) at.$gte = boundOf(query.from, 'start');
  if (query.to) at.$lte = boundOf(query.to, 'end');
  if (Object.keys(at).length > 0) own.at = at;
  return { $and: [visibleEntriesFilter(ability), own] };
}

/** An instant as the entries' `at` is written (ISO in UTC), so that strings compare in time order; a day is whole. */
export function boundOf(value: string, side: 'start' | 'end'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T${side === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
  return new Date(value).toISOString();
}

function sortOf(query: AuditFilters): Record<string, 1 | -1> {
  const order = query._order === 'asc' ? 1 : -1;
  // The tie-break goes the same way, so that one index ({ at, _id }) serves both orders.
  return { at: order, _id: order };
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
