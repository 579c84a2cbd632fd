import type { Store } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer } from '../../messaging/mailer.ts';
import type { SmsSender } from '../../messaging/sms.ts';
import { languageOf } from '../../messaging/language.ts';
import { joinUrl } from '../session-links/session-links.operations.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { dueReminder, reminderOffsets } from './reminder-offsets.ts';
import { reminderMail, reminderText } from './reminder-mail.ts';

export interface ReminderPorts {
  store: Store;
  env: Env;
  log: Logger;
  mailer: Mailer;
  sms: SmsSender;
}

/** A pass looks at most this many occurrences; the next pass, a minute later, takes the rest. */
const BATCH = 500;

/**
 * Sends the reminders due now (SESSION_REMINDERS, 24 h and 1 h before by default) to the tutors, the students and
 * each student's parent, by mail with the occurrence's `.ics` and by text message when they have a phone. Each
 * reminder is claimed on the occurrence with a compare-and-set before it is sent (`remindersSent` holds
 * `offset@start`): never twice, even with several schedulers; never for a cancelled occurrence (the claim requires
 * `scheduled`); a moved occurrence is reminded of its new time only (the start is part of the key).
 */
export async function sendDueReminders(ports: ReminderPorts, now: Date): Promise<number> {
  const offsets = reminderOffsets(ports.env.SESSION_REMINDERS);
  const longest = offsets.at(-1);
  if (!longest) return 0;
  const collection = ports.store.collection(OCCURRENCES_COLLECTION);
  const candidates = (await collection.find(
    { status: 'scheduled', startDate: { $gt: now.toISOString(), $lte: new Date(now.getTime() + longest.ms).toISOString() } },
    { sort: { startDate: 1 }, limit: BATCH },
  )) as (OccurrenceDocument & { remindersSent?: string[] })[];
  let sent = 0;
  for (const occurrence of candidates) {
    const due = dueReminder(offsets, Date.parse(occurrence.startDate) - now.getTime());
    if (!due) continue;
    const key = `${due.send.label}@${occurrence.startDate}`;
    if (occurrence.remindersSent?.includes(key)) continue;
    const keys = [key, ...due.skip.map((offset) => `${offset.label}@${occurrence.startDate}`)];
    const claim = await collection.updateOne(
      { _id: occurrence._id, status: 'scheduled', startDate: occurrence.startDate, remindersSent: { $ne: key } },
      { $addToSet: { remindersSent: { $each: keys } } },
    );
    if (claim.modifiedCount !== 1) continue;
    await remindEveryone(ports, occurrence);
    sent += 1;
  }
  return sent;
}

async function remindEveryone(ports: ReminderPorts, occurrence: OccurrenceDocument): Promise<void> {
  const users = ports.store.collection('users');
  const participantIds = [...(occurrence.tutors ?? []), ...(occurrence.students ?? [])].map((person) => person.userId);
  const participants = await users.find(
    { _id: { $in: participantIds } },
    { projection: { contactDetails: 1, language: 1, studentPreferences: 1, userRole: 1 } },
  );
  const parentIds = participants
    .map((person) => (person.studentPreferences as { parentUserId?: string } | undefined)?.parentUserId)
    .filter((id): id is string => typeof id === 'string');
  const parents = parentIds.length > 0 ? await users.find({ _id: { $in: parentIds } }, { projection: { contactDetails: 1, language: 1 } }) : [];
  for (const person of [...participants, ...parents]) {
    const contact = person.contactDetails as { email?: string; phoneNumber?: string } | undefined;
    const language = languageOf(person);
    const link = await joinUrl({ store: ports.store }, ports.env, occurrence._id, person._id);
    try {
      if (contact?.email) await ports.mailer.send(reminderMail(contact.email, language, occurrence, link));
      if (contact?.phoneNumber) await ports.sms.send(contact.phoneNumber, reminderText(language, occurrence, link));
    } catch (error) {
      // One unreachable person does not keep the others from their reminder; the claim stands (never twice).
      ports.log.error('A session reminder could not be sent', { occurrence: occurrence._id, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
