import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { StoredDocument } from '../store/store.ts';
import { composeMail } from '../messaging/mail-templates.ts';
import { languageOf } from '../messaging/language.ts';
import { publicUrlOf } from '../env.ts';
import { issueLinkToken } from './one-time-secrets.ts';
import { EMAIL_VERIFICATION_LIFETIME_MS } from './limits.ts';

/**
 * Sends the verification link (`/verify-email?token=…`) to the person's current address: after a registration,
 * on a resend, and when a family member changes their own address on "My account".
 */
export async function sendVerification(context: Context<AppEnv>, user: StoredDocument): Promise<void> {
  const deps = context.get('deps');
  const email = (user.contactDetails as { email?: string } | undefined)?.email;
  if (!email) return;
  const token = await issueLinkToken(deps.store, 'verifyEmail', user._id, EMAIL_VERIFICATION_LIFETIME_MS, deps.now());
  const name = String((user.contactDetails as { firstName?: unknown } | undefined)?.firstName ?? '');
  await deps.mailer.send(
    composeMail('verifyEmail', languageOf(user, context), email, { name, link: `${publicUrlOf(deps.env)}/verify-email?token=${token}`, hours: 48 }),
  );
}
