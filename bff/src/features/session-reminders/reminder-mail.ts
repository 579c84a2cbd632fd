import type { Language } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import { hasVideoRoom } from '@binome/schema/sessions';
import { createEvent } from 'ics';
import { icsEventOf } from '../calendar-feed/ics-document.ts';
import { occurrenceWords } from '../sessions/occurrence-words.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';
import type { MailMessage } from '../../messaging/mailer.ts';
import type { OccurrenceDocument } from '../sessions/occurrence-store.ts';

/**
 * A session reminder by mail, in the person's language, with the occurrence as an `.ics` attachment: who, with
 * whom, where, and the link to the occurrence's page (which joins the room when it has one).
 */
export function reminderMail(
  to: string,
  language: Language,
  occurrence: OccurrenceDocument & { sessionType?: string; placeOrRoom?: string; tutoringMode?: string },
  joinUrl: string,
): MailMessage {
  const when = `${parisTime(language, occurrence.startDate, { dateStyle: 'full', timeStyle: 'short' })} – ${parisTime(language, occurrence.endDate, { timeStyle: 'short' })}`;
  const words = occurrenceWords(language, occurrence);
  const subject = translateFamily(language, 'sessionReminders.subject', { type: words.type, people: words.people, when });
  const lines = [translateFamily(language, 'sessionReminders.body', { type: words.type, when }), ...words.facts(joinUrl)];
  const { value } = createEvent(icsEventOf({ occurrence, joinUrl, language }));
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    ...(value && { attachments: [{ filename: 'seance.ics', content: value, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] }),
  };
}

/**
 * The same reminder as a text message, short: with whom, when, where, and the link, worded 'join' only when the
 * session has a video room (in person, it leads to the session's page).
 */
export function reminderText(language: Language, occurrence: OccurrenceDocument, joinUrl: string): string {
  const when = parisTime(language, occurrence.startDate, { dateStyle: 'medium', timeStyle: 'short' });
  const words = occurrenceWords(language, occurrence);
  const people = words.people || words.type;
  return translateFamily(language, hasVideoRoom(occurrence) ? 'sessionReminders.smsJoin' : 'sessionReminders.smsPage', {
    people,
    when,
    place: words.place,
    link: joinUrl,
  });
}

/** A date in Paris time, in the person's language (Intl: the same on Node and Deno). */
function parisTime(language: Language, instant: string, style: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { ...style, timeZone: 'Europe/Paris' }).format(new Date(instant));
}
