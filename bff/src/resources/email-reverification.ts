import { isStaffRole, USER_VIEW_SUBJECTS, type Entity } from '@binome/schema';
import type { SignedIn } from '../http/context.ts';
import type { StoredDocument } from '../store/store.ts';

const emailOf = (record: Record<string, unknown>): string | undefined => {
  const email = (record.contactDetails as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
};

/**
 * The hook of the generic update: a tutor, parent, student or prospect who changes the e-mail of their own record
 * ("My account") has not proved the new mailbox yet. The document is marked unverified before it is written, and
 * the answer says whether the verification link must go to the new address once the write is committed.
 * Staff editing someone's record are trusted as at creation; an address removed leaves nothing to verify.
 */
export function reverifyOnOwnEmailChange(signedIn: SignedIn, entity: Entity, before: Record<string, unknown>, document: StoredDocument): boolean {
  if (!USER_VIEW_SUBJECTS.includes(entity.name) || signedIn.role === 'partner' || isStaffRole(signedIn.role)) return false;
  if (document._id !== signedIn.userId) return false;
  const next = emailOf(document);
  if (!next || next === emailOf(before)) return false;
  document.isEmailVerified = false;
  return true;
}
