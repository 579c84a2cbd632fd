import { createRoute, z } from '@hono/zod-openapi';
import { ID_PATTERN, LANGUAGES, MAX_PAGE_SIZE } from '@binome/schema';
import { rowParameter } from '../resources/list-query.ts';
import { errorResponses, JsonValueSchema, totalCountHeader } from '../http/openapi-common.ts';

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string().openapi({ description: 'ISO date-time' }),
    actorId: z.string(),
    actorRole: z.string().openapi({ description: 'The effective role the actor acted as.' }),
    action: z.enum(['create', 'update', 'delete', 'read']),
    resource: z.string(),
    recordId: z.string(),
    requestId: z.string(),
    changes: z.array(
      z.object({
        field: z.string(),
        before: JsonValueSchema.optional(),
        after: JsonValueSchema.optional(),
        redacted: z.boolean().optional().openapi({ description: 'True when the reader may not read this field: values left out.' }),
      }),
    ),
    fields: z
      .array(z.string())
      .optional()
      .openapi({ description: 'On a read: the fields the reader was shown, by name (a read entry never keeps their values).' }),
    actorName: z.string().nullable().openapi({ description: "The actor's name, null when the reader may not read it (or a partner key, or the system)." }),
    recordLabel: z.string().nullable().openapi({ description: "The record's title as it is now, null when it is gone or out of the reader's reach." }),
    _labels: z
      .record(z.string(), z.record(z.string(), z.string().nullable()))
      .openapi({ description: 'Labels of the records the changed values reference, by resource and id.' }),
  })
  .openapi('AuditEntry');

/** An export is a working file, not a dump of the log: past this many entries the filters must narrow it. */
export const AUDIT_EXPORT_LIMIT = 5000;

const ACTIONS = ['create', 'update', 'delete', 'read'] as const;
/** An instant, or a day (`from` its start, `to` its end, in UTC); ISO like the entries' `at`. */
export const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

/** The filters of the audit view, shared by its page and its CSV export. */
export const auditFilters = z.strictObject({
  resource: z.string().max(60).optional(),
  recordId: z.string().regex(ID_PATTERN).optional(),
  // A partner's changes are signed by its key (`apiKey:<id>`).
  actorId: z
    .string()
    .regex(/^(apiKey:)?[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  action: z
    .string()
    .regex(new RegExp(`^(${ACTIONS.join('|')})(,(${ACTIONS.join('|')})){0,3}$`))
    .optional()
    .openapi({ description: 'One action, or several separated by commas (`create,update,delete`: the changes, without reads).' }),
  from: instant.optional().openapi({ description: 'Entries at or after this instant (a day: from its start, UTC).' }),
  to: instant.optional().openapi({ description: 'Entries at or before this instant (a day: to its end, UTC).' }),
  _sort: z.enum(['at']).optional().openapi({ description: "The one order there is: by date (the lists' `_sort`, so their helpers build this query)." }),
  _order: z.enum(['asc', 'desc']).optional().openapi({ description: 'By date; newest first by default.' }),
});

export const auditListRoute = createRoute({
  method: 'get',
  path: '/audit',
  tags: ['Audit'],
  security: [{ session: [] }],
  summary: 'The audit log, as far as the reader may see it',
  description: 'Newest first. Entries about records the reader cannot read are left out; fields they cannot read are redacted.',
  request: {
    query: auditFilters.extend({
      _start: rowParameter('First row (0-based).', 0).optional(),
      _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, MAX_PAGE_SIZE).optional(),
    }),
  },
  responses: {
    200: {
      description: 'One page of entries',
      headers: totalCountHeader('Entries visible to the reader, all pages.'),
      content: { 'application/json': { schema: z.array(AuditEntrySchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const auditExportRoute = createRoute({
  method: 'get',
  path: '/audit/export.csv',
  tags: ['Audit'],
  security: [{ session: [] }],
  summary: 'The audit entries the filters select, as CSV (one row per changed field)',
  description: `The same filters and rights as the list; at most ${AUDIT_EXPORT_LIMIT} entries. UTF-8 with BOM, \`;\`-separated, translated headers, field and enum labels.`,
  request: { query: auditFilters.extend({ lang: z.enum(LANGUAGES).optional().openapi({ description: 'Language of headers and labels (default fr).' }) }) },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});
