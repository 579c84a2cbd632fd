import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { dataDeletionRequests } from '@binome/schema';
import type { AppEnv } from '../../http/context.ts';
import { errorResponses, withOpenApi } from '../../http/openapi-common.ts';
import { problems } from '../../http/problems.ts';
import { validationDetails } from '../../http/validation.ts';
import { newId } from '../../resources/documents.ts';
import { checkCreateBody } from '../../resources/create-body.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';

/**
 * The public /data-deletion page files a request here, signed in or not; administrators see and handle the
 * requests through the generated `data-deletion-requests` resource.
 */
const entity = dataDeletionRequests;
const SubmitSchema = z.strictObject({
  fullName: z.string().trim().min(1).max(200),
  email: z.string().trim().max(254).optional(),
  phoneNumber: z.string().trim().max(32).optional(),
  message: z.string().trim().max(2000).optional(),
});

export const submitDeletionRoute = createRoute({
  method: 'post',
  path: '/data-deletion-requests/submit',
  tags: ['Privacy'],
  summary: "File a request to delete one's data (public)",
  description: 'Name, and an e-mail or French phone number to be answered at. The team handles it; anonymised data may be kept for statistics.',
  request: { body: { required: true, content: { 'application/json': { schema: withOpenApi(SubmitSchema, 'DataDeletionRequest') } } } },
  responses: {
    201: { description: 'Filed', content: { 'application/json': { schema: z.object({ id: z.string() }) } } },
    ...errorResponses(400, 413, 415, 429),
  },
});

export function registerDataDeletionRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(submitDeletionRoute, async (context) => {
    const deps = context.get('deps');
    const body = context.req.valid('json');
    const signedIn = context.get('signedIn');
    // The descriptor's own rules (e-mail, French phone, one of the two) decide what is valid.
    const parsed = checkCreateBody(entity, { ...body, requestStatus: 'received' });
    if (!parsed.success) throw problems.validation(validationDetails(parsed.error.issues));
    const now = deps.now();
    const id = newId();
    const record = {
      ...parsed.data,
      ...(signedIn && signedIn.role !== 'partner' && { requestedBy: signedIn.userId }),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await deps.store.withTransaction(async (transaction) => {
      await transaction.collection(entity.collection).insertOne({ _id: id, ...record });
      await writeAudit(transaction, {
        actor: signedIn,
        action: 'create',
        resource: 'dataDeletionRequests',
        recordId: id,
        after: { id, ...record },
        requestId: context.get('requestId'),
        at: now,
      });
    });
    await recordSecurityEvent(context, { kind: 'dataDeletionRequested', details: { requestId: id } });
    return context.json({ id }, 201);
  });
}
