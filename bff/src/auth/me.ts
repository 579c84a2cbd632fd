import type { Context } from 'hono';
import { getResource } from '@binome/schema';
import type { AppEnv, SignedIn } from '../http/context.ts';
import { toRecord } from '../resources/documents.ts';
import { viewNameOf } from '../resources/user-views.ts';
import { EXTERNAL_SIGN_INS } from './oidc/links.ts';
import type { MeAnswer } from './auth.routes.ts';

/** What `GET /v1/me` and the session probe answer about the person signed in. */
export async function meOf(context: Context<AppEnv>, signedIn: SignedIn): Promise<MeAnswer> {
  const entity = getResource(viewNameOf(signedIn.document)).entity;
  // One's own record, whatever the staff table says of one's role ('my account').
  const user = toRecord(entity, signedIn.document);
  const links = await context
    .get('deps')
    .store.collection(EXTERNAL_SIGN_INS)
    .find({ userId: signedIn.userId }, { projection: { provider: 1 } });
  return {
    user: user as MeAnswer['user'],
    role: signedIn.role,
    rules: signedIn.ability.rules as unknown as MeAnswer['rules'],
    mustChangePassword: signedIn.document.hasChangedPassword === false,
    linkedProviders: links.map((link) => String(link.provider)),
  };
}
