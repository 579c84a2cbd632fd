import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PAGE_SIZE } from '@binome/schema';
import { errorResponses } from '../http/openapi-common.ts';

const index = z.string().regex(/^\d{1,7}$/);

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
        before: z.unknown().optional(),
        after: z.unknown().optional(),
        redacted: z.boolean().optional().openapi({ description: 'True when the reader may not read this field: values left out.' }),
      }),
    ),
    fields: z.array(z.string()).optional().openapi({ description: 'On a read: the fields the reader was shown, by name (a read entry never keeps their values).' }),
  })
  .openapi('AuditEntry');

export const auditListRoute = createRoute({
  method: 'get',
  path: '/audit',
  tags: ['Audit'],
  security: [{ session: [] }],
  summary: 'The audit log, as far as the reader may see it',
  description: 'Newest first. Entries about records the reader cannot read are left out; fields they cannot read are redacted.',
  request: {
    query: z.strictObject({
      _start: index.optional(),
      _end: index.optional().openapi({ description: `At most ${MAX_PAGE_SIZE} rows per page.` }),
      resource: z.string().max(60).optional(),
      recordId: z.string().max(100).optional(),
      actorId: z.string().max(100).optional(),
      action: z.enum(['create', 'update', 'delete', 'read']).optional(),
    }),
  },
  responses: {
    200: {
      description: 'One page of entries',
      headers: { 'x-total-count': { description: 'Entries visible to the reader, all pages.', schema: { type: 'integer' as const } } },
      content: { 'application/json': { schema: z.array(AuditEntrySchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});
