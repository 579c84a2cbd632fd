import { createRoute, z } from '@hono/zod-openapi';
import { ID_PATTERN } from '@binome/schema';
import { errorResponses } from '../../http/openapi-common.ts';
import { PARTNER_SCOPE_RESOURCES } from './api-keys.ts';

const resourceNames = PARTNER_SCOPE_RESOURCES as [string, ...string[]];

const ScopeSchema = z.strictObject({ resource: z.enum(resourceNames), access: z.enum(['read', 'write']) });
export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().openapi({ description: 'The first characters of the key, to recognise it.' }),
    scopes: z.array(ScopeSchema),
    createdAt: z.string(),
    createdBy: z.string(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi('ApiKey');

const tags = ['Partner API keys'];
const security = [{ session: [] }];

export const listKeysRoute = createRoute({
  method: 'get',
  path: '/api-keys',
  tags,
  security,
  summary: 'Partner API keys (administrators)',
  responses: {
    200: { description: 'Every key, revoked ones included', content: { 'application/json': { schema: z.array(ApiKeySchema) } } },
    ...errorResponses(401, 403),
  },
});

export const createKeyRoute = createRoute({
  method: 'post',
  path: '/api-keys',
  tags,
  security,
  summary: 'Create a partner API key (administrators); the key is in this answer only',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.strictObject({ name: z.string().trim().min(1).max(100), scopes: z.array(ScopeSchema).min(1).max(50) }).openapi('ApiKeyRequest'),
        },
      },
    },
  },
  responses: {
    201: { description: 'Created', content: { 'application/json': { schema: z.object({ key: z.string(), apiKey: ApiKeySchema }) } } },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const revokeKeyRoute = createRoute({
  method: 'delete',
  path: '/api-keys/{id}',
  tags,
  security,
  summary: 'Revoke a partner API key (administrators); it stops working at once',
  request: { params: z.object({ id: z.string().regex(ID_PATTERN) }) },
  responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403, 404) },
});
