import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { StoredDocument } from '../store/store.ts';
import { recordSecurityEvent } from '../audit/security-log.ts';
import { composeMail } from '../messaging/mail-templates.ts';
import { languageOf } from '../messaging/language.ts';
import { publicUrlOf } from '../env.ts';
import { secretLinkStandingOf } from './secret-link-owner.ts';
import { issueLinkToken } from './one-time-secrets.ts';
import { countEvent } from './throttle.ts';
import { PASSWORD_RESET_LIFETIME_MS, PASSWORD_RESET_MAIL_WINDOW_MS, PASSWORD_RESET_MAILS_PER_WINDOW } from './limits.ts';

/**
 * Mails a reset link to each open account of `email` (already trimmed and lower-cased by the route). Runs after the
 * answer (`runInBackground`), so that neither the time to answer nor the answer tells a known address from an
 * unknown one. A mailbox gets at most PASSWORD_RESET_MAILS_PER_WINDOW of these an hour, counted in the store so
 * that every replica counts together: beyond that the request is answered the same and nothing is sent.
 */
export async function sendPasswordResetMails(context: Context<AppEnv>, email: string): Promise<void> {
  const deps = context.get('deps');
  // The same gate as the link's use: no reset link for an account that could not follow it.
  const accounts = (await deps.store.collection('users').find({ 'contactDetails.email': email }, { limit: 5 })).filter(
    (user) => secretLinkStandingOf(user) === 'usable',
  );
  if (accounts.length === 0) return;
  const now = deps.now();
  const sent = await countEvent(deps.store, `reset-mail:${email}`, PASSWORD_RESET_MAIL_WINDOW_MS, now);
  if (sent.count > PASSWORD_RESET_MAILS_PER_WINDOW) {
    if (sent.count === PASSWORD_RESET_MAILS_PER_WINDOW + 1)
      await recordSecurityEvent(context, { kind: 'rateLimited', userId: accounts[0]!._id, details: { limit: 'passwordResetMails' } });
    return;
  }
  for (const user of accounts) {
    const token = await issueLinkToken(deps.store, 'resetPassword', user._id, PASSWORD_RESET_LIFETIME_MS, now);
    await deps.mailer.send(
      composeMail('resetPassword', languageOf(user, context), email, {
        name: firstNameOf(user),
        link: `${publicUrlOf(deps.env)}/reset-password?token=${token}`,
        hours: 1,
      }),
    );
    await recordSecurityEvent(context, { kind: 'passwordResetRequested', userId: user._id });
  }
}

function firstNameOf(user: StoredDocument): string {
  return String((user.contactDetails as { firstName?: unknown } | undefined)?.firstName ?? '');
}
