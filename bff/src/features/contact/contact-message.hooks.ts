import { getResource, screenPath, users, type contactMessages, type StoredRecord } from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';
import { documentOf } from '../../resources/documents.ts';
import type { OperationContext } from '../../resources/operations.ts';
import type { WriteHooks } from '../../resources/write-hooks.ts';
import { languageOf } from '../../messaging/language.ts';
import { publicUrlOf } from '../../env.ts';
import { answerMail, contactPagePath, newMessageMail, type ContactPerson } from './contact-mail.ts';
import { countContactMessage } from './contact-message-limit.ts';

/**
 * The rules of a contact message on the generic writes of `/v1/contact-messages`:
 * - a new message is the author's: the server sets the sender and copies the sender's program (so that the staff
 *   of that program see it), and the message starts open; then the staff address is mailed;
 * - an answer written by staff (the only field staff write, see the ability) marks the message answered, by whom
 *   and when; clearing it opens the message again. Then the sender is mailed the answer;
 * - one person sends a few messages a minute and some tens a day at most (contact-message-limit.ts): each one is
 *   mailed to the staff.
 * The answer is a plain edit of the record rather than a route of its own: the staff app's generated edit screen
 * then needs no code of its own (it shows only the fields one may write: the answer), and the generic write keeps
 * the checks it already has (rights on the record, revisions, audit).
 */
type ContactMessage = StoredRecord<typeof contactMessages>;

export const contactMessageHooks: WriteHooks<ContactMessage> = {
  serverFieldsOnCreate(context) {
    const programId = documentOf(users, context.signedIn.document).program?.programId;
    return { sender: context.signedIn.userId, program: programId ? { programId } : undefined, status: 'open' };
  },

  async check(context, before) {
    // Counted once the message is valid, so that a form sent back with a mistake costs nothing.
    if (before === undefined) await countContactMessage(context);
  },

  serverFieldsOnUpdate(context, before, after) {
    if (answerOf(after) === answerOf(before)) return {};
    if (answerOf(after) === '') return { status: 'open', answeredBy: undefined, answeredAt: undefined };
    return { status: 'answered', answeredBy: context.signedIn.userId, answeredAt: context.now.toISOString() };
  },

  async afterCreate(context, record) {
    await mailSafely(context, 'staff', async (deps) => {
      const to = deps.env.CONTACT_EMAIL;
      if (!to) {
        // No staff address configured: the message waits in the staff app's list, and the log says so.
        deps.log.info('Contact message received (no CONTACT_EMAIL set: no mail sent)', { messageId: record.id });
        return;
      }
      const link = `${publicUrlOf(deps.env)}${screenPath(getResource('contactMessages'), 'view', record.id)}`;
      await deps.mailer.send(newMessageMail(to, personOf(context.signedIn.document), { subject: record.subject, text: record.text }, link));
    });
  },

  async afterUpdate(context, before, after) {
    const answer = answerOf(after);
    if (answer === '' || answer === answerOf(before)) return;
    await mailSafely(context, 'sender', async (deps) => {
      const sender = after.sender ? await context.store.collection('users').findOne({ _id: after.sender }) : null;
      const person = sender ? personOf(sender) : undefined;
      if (!sender || !person?.email) {
        deps.log.info('Contact message answered; the sender has no e-mail to be told at', { messageId: after.id });
        return;
      }
      const link = `${publicUrlOf(deps.env)}${contactPagePath(person.role)}`;
      await deps.mailer.send(answerMail(person.email, languageOf(sender), person, { subject: after.subject, answer }, link));
    });
  },
};

function answerOf(record: ContactMessage): string {
  return record.answer?.trim() ?? '';
}

/** The sender as a mail names them, from their record in the users collection (whatever their role). */
function personOf(document: StoredDocument): ContactPerson {
  const person = documentOf(users, document);
  const details = person.contactDetails;
  const name = [details.firstName, details.lastName].filter((part) => part !== '').join(' ');
  return {
    name,
    ...(details.email !== undefined && { email: details.email }),
    ...(person.userRole !== undefined && { role: person.userRole }),
  };
}

/**
 * The message or its answer is stored whatever happens to the mail: a failed mail is logged, never answered as a
 * failure (the person would send again what is already saved).
 */
async function mailSafely(
  context: OperationContext,
  to: 'staff' | 'sender',
  send: (deps: NonNullable<OperationContext['deps']>) => Promise<void>,
): Promise<void> {
  const deps = context.deps;
  if (!deps) return;
  try {
    await send(deps);
  } catch (error) {
    deps.log.error('Contact mail could not be sent', { to, error: error instanceof Error ? error.message : String(error) });
  }
}
