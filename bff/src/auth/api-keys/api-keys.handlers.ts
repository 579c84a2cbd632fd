import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, SignedIn } from '../../http/context.ts';
import { problems } from '../../http/problems.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';
import { signedInOf } from '../signed-in.ts';
import { API_KEYS_COLLECTION, createApiKey, publicView } from './api-keys.ts';
import { createKeyRoute, listKeysRoute, revokeKeyRoute } from './api-keys.routes.ts';

/** Only administrators manage partner keys, and only from a session (a key cannot make keys). */
function administrator(signedIn: SignedIn): SignedIn {
  if (signedIn.role !== 'super_administrator' || signedIn.sessionId === '') throw problems.forbidden();
  return signedIn;
}

export function registerApiKeyRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listKeysRoute, async (context) => {
    administrator(signedInOf(context));
    const keys = await context
      .get('deps')
      .store.collection(API_KEYS_COLLECTION)
      .find({}, { sort: { createdAt: -1 } });
    return context.json(keys.map(publicView), 200);
  });

  app.openapi(createKeyRoute, async (context) => {
    const signedIn = administrator(signedInOf(context));
    const deps = context.get('deps');
    const { name, scopes } = context.req.valid('json');
    const { key, record } = await createApiKey(deps.store, { name, scopes, createdBy: signedIn.userId, now: deps.now() });
    await recordSecurityEvent(context, { kind: 'apiKeyCreated', details: { keyId: record.id, name, scopes } });
    context.header('cache-control', 'no-store');
    return context.json({ key, apiKey: record }, 201);
  });

  app.openapi(revokeKeyRoute, async (context) => {
    administrator(signedInOf(context));
    const deps = context.get('deps');
    const { id } = context.req.valid('param');
    const result = await deps.store.collection(API_KEYS_COLLECTION).updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: deps.now().toISOString() } });
    if (result.matchedCount === 0) throw problems.notFound();
    await recordSecurityEvent(context, { kind: 'apiKeyRevoked', details: { keyId: id } });
    return context.body(null, 204);
  });
}
