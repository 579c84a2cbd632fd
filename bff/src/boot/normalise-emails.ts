import type { Logger } from '../http/logger.ts';
import type { Store, StoredDocument } from '../store/store.ts';
import { SETTINGS_COLLECTION } from '../auth/secrets.ts';

/** The settings record that says the migration is done (and when), so that later starts skip it. */
export const EMAIL_MIGRATION_ID = 'migration:lowerCaseUserEmails';

/** How every write stores an e-mail: trimmed and in lower case (the schema's `emailSchema` does the same). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface EmailMigrationResult {
  /** Already done at an earlier start. */
  skipped: boolean;
  /** Users whose e-mail was rewritten. */
  normalised: number;
  /**
   * Groups of user ids that would share one address only after lower-casing (`Anna@x` and `anna@x`): they are left
   * as they are for staff to resolve, never merged, and the migration runs again at the next start.
   */
  collisions: string[][];
}

/**
 * Older releases stored e-mails as typed (`prospectLead@demo.binome.test`), while sign-in looks an address up in
 * lower case, so such accounts could not sign in. This rewrites the stored `contactDetails.email` of users in the
 * normalised form, once: a settings record marks it done. Accounts that already share one exact address (a parent
 * and a child may) are not a collision; two addresses that differ only by case are, and are reported instead.
 */
export async function normaliseStoredEmails(store: Store, options: { now: Date; log: Logger }): Promise<EmailMigrationResult> {
  const settings = store.collection(SETTINGS_COLLECTION);
  if (await settings.findOne({ _id: EMAIL_MIGRATION_ID })) return { skipped: true, normalised: 0, collisions: [] };

  const users = store.collection('users');
  const withEmail = await users.find({ 'contactDetails.email': { $exists: true } }, { projection: { 'contactDetails.email': 1 } });
  const byNormalised = new Map<string, { id: string; email: string }[]>();
  for (const user of withEmail) {
    const email = emailOf(user);
    if (email === undefined) continue;
    const key = normaliseEmail(email);
    byNormalised.set(key, [...(byNormalised.get(key) ?? []), { id: user._id, email }]);
  }

  let normalised = 0;
  const collisions: string[][] = [];
  for (const [target, accounts] of byNormalised) {
    if (accounts.every((account) => account.email === target)) continue;
    if (new Set(accounts.map((account) => account.email)).size > 1) {
      collisions.push(accounts.map((account) => account.id).sort());
      continue;
    }
    for (const account of accounts) {
      // Compare-and-set: a user who changed their address meanwhile keeps the new one.
      const result = await users.updateOne({ _id: account.id, 'contactDetails.email': account.email }, { $set: { 'contactDetails.email': target } });
      normalised += result.modifiedCount;
    }
  }

  if (collisions.length > 0) {
    // Ids only: the log is no place for addresses.
    options.log.error(
      'Some users have e-mails that differ only by case; they were left unchanged and cannot sign in until staff give each a distinct address',
      {
        collisions: collisions.map((ids) => ids.join(' ')),
      },
    );
  } else {
    await settings.insertOne({ _id: EMAIL_MIGRATION_ID, doneAt: options.now.toISOString(), normalised }).catch(() => undefined);
  }
  if (normalised > 0) options.log.info('Stored e-mails normalised to lower case', { users: normalised });
  return { skipped: false, normalised, collisions };
}

function emailOf(user: StoredDocument): string | undefined {
  const email = (user.contactDetails as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}
