import { translateFamily } from '@binome/schema/family-catalogs';
import { ERASURE_REFUSALS, formatLongDate, type Language } from '@binome/schema';
import type { AppDependencies, PersonSignedIn } from '../../http/context.ts';
import type { MailMessage } from '../../messaging/mailer.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';
import { languageOf } from '../../messaging/language.ts';
import { Problem, problems } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { viewNameOf } from '../../resources/user-views.ts';
import { erasePeople, identifiersOf, isStaffAccount, type ErasureOutcome } from './erasure.ts';
import { forgetMessages } from './erasure-traces.ts';

const REQUESTS = 'dataDeletionRequests';

export interface CarriedOut {
  id: string;
  requestStatus: 'done';
  erasedUserId: string;
  handledBy: string;
  handledAt: string;
  outcome: string;
  mailSent: boolean;
}

/** What was done, in words the staff read on the request (French, the association's language), with no name in it. */
export function outcomeText(outcome: ErasureOutcome, at: Date): string {
  return `Effacement du ${formatLongDate(at, 'fr')} : compte fermé et données d'identité supprimées, ${outcome.pseudonymised} enregistrement(s) partagé(s) pseudonymisé(s), ${outcome.filesDeleted} fichier(s) supprimé(s), ${outcome.secretsDeleted} session(s), accès ou lien(s) supprimé(s). Les chiffres anonymisés sont conservés pour les statistiques.`;
}

/**
 * An administrator carries out a data-deletion request for the person it is about (chosen on the request's page):
 * the person is erased (erasure.ts), the request is marked done with what was done, and whoever filed it is told by
 * mail. Refused for a staff account and for the administrator themself; a request already done is not done twice.
 */
export async function carryOutDeletionRequest(
  deps: AppDependencies,
  actor: { signedIn: PersonSignedIn; requestId: string },
  requestId: string,
  userId: string,
): Promise<CarriedOut> {
  const { store } = deps;
  if (actor.signedIn.role !== 'super_administrator') throw problems.forbidden();
  const request = await store.collection(REQUESTS).findOne({ _id: requestId });
  if (!request) throw problems.notFound();
  if (request.requestStatus === 'done' || request.erasedUserId) throw problems.conflict(ERASURE_REFUSALS.deletionRequestDone, 'deletionRequestDone');
  if (userId === actor.signedIn.userId) throw new Problem(403, 'erasureOfSelf', ERASURE_REFUSALS.erasureOfSelf);
  const person = await store.collection('users').findOne({ _id: userId });
  if (!person) throw problems.notFound();
  if (isStaffAccount(person)) throw new Problem(403, 'erasureOfStaff', ERASURE_REFUSALS.erasureOfStaff);

  // The mail's address and words are read before the erasure, which may remove them from the request itself.
  const requester = typeof request.requestedBy === 'string' ? await store.collection('users').findOne({ _id: request.requestedBy }) : null;
  const mailTo = typeof request.email === 'string' && request.email ? request.email : undefined;
  const language: Language = languageOf(requester ?? (request.requestedBy === userId ? person : null));
  const greeting = String(request.fullName ?? '');

  const now = deps.now();
  const before = { requestStatus: request.requestStatus };
  const [outcome] = await erasePeople(deps, [person], now);
  const handled = {
    requestStatus: 'done' as const,
    erasedUserId: userId,
    handledBy: actor.signedIn.userId,
    handledAt: now.toISOString(),
    outcome: outcomeText(outcome!, now),
    updatedAt: now.toISOString(),
    updatedBy: actor.signedIn.userId,
  };
  await store.collection(REQUESTS).updateOne({ _id: requestId }, { $set: handled });
  await writeAudit(store, {
    actor: actor.signedIn,
    action: 'update',
    resource: REQUESTS,
    recordId: requestId,
    before,
    after: { requestStatus: 'done', erasedUserId: userId, handledBy: handled.handledBy, handledAt: handled.handledAt },
    requestId: actor.requestId,
    at: now,
  });
  // The erasure itself, on the person's record: who erased whom and when (the snapshot is the pseudonymised record).
  const erased = await store.collection('users').findOne({ _id: userId });
  await writeAudit(store, {
    actor: actor.signedIn,
    action: 'update',
    resource: viewNameOf(person),
    recordId: userId,
    before: { status: person.status },
    after: { ...(erased ?? {}), status: 'deleted' },
    requestId: actor.requestId,
    at: now,
  });

  let mailSent = false;
  if (mailTo) {
    try {
      await deps.mailer.send(erasureMail(mailTo, language, greeting, now));
      mailSent = true;
    } catch (error) {
      // The erasure stands; the request shows that the mail did not go, so that the team answers by other means.
      deps.log.error('The data-deletion mail could not be sent', { request: requestId, error: error instanceof Error ? error.message : String(error) });
    }
    // Sent after the erasure, the mail may be addressed to the person: the outbox keeps no copy of it either.
    await forgetMessages(deps, [...identifiersOf(person).exact, ...(request.requestedBy === userId ? [mailTo] : [])]);
  }
  return { id: requestId, ...handled, mailSent };
}

export function erasureMail(to: string, language: Language, name: string, at: Date): MailMessage {
  const subject = translateFamily(language, 'privacyMail.subject');
  const date = formatLongDate(at, language);
  const lines = [...translateFamily(language, 'privacyMail.body', { name, date }).split('\n\n'), translateFamily(language, 'privacyMail.signature')];
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
