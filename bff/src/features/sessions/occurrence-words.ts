import { translate, type Language } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import { hasVideoRoom, participantNames, whereOf, type DescribedSession } from '@binome/schema/sessions';

export type WordedOccurrence = DescribedSession & { sessionType?: string };

/**
 * How a mail and a calendar event name an occurrence, in the reader's language: its type with whom it brings
 * together (students with tutors, so that a parent of two children knows whose it is), where, and the link to its
 * page. The names are the server's (participant-names.ts), never a form's copy.
 */
export function occurrenceWords(language: Language, occurrence: WordedOccurrence) {
  const type = occurrence.sessionType ? translate(language, `enums.sessionType.${occurrence.sessionType}`) : 'Binôme';
  const students = participantNames(occurrence.students);
  const tutors = participantNames(occurrence.tutors);
  const people =
    students.length > 0 && tutors.length > 0
      ? translateFamily(language, 'sessionReminders.people', { students: students.join(', '), tutors: tutors.join(', ') })
      : [...students, ...tutors].join(', ');
  const where = whereOf(occurrence);
  const place = where.kind === 'place' ? where.place : translateFamily(language, `sessionReminders.${where.kind === 'online' ? 'online' : 'placeUnknown'}`);
  return {
    type,
    people,
    /** The event's title: 'Séance individuelle · Léo Roussel avec Thomas Lemaire'. */
    title: people ? translateFamily(language, 'sessionReminders.title', { type, people }) : type,
    /** Where, in words: the place, 'en ligne', or 'à préciser'. */
    place,
    /** A calendar's LOCATION: the place, or 'en ligne'; nothing while it is not known. */
    location: where.kind === 'unknown' ? undefined : place,
    /** Who, where and the page, one line each: the body of a mail and the description of an event. */
    facts(link: string): string[] {
      return [
        students.length > 0 ? translateFamily(language, 'sessionReminders.students', { count: students.length, names: students.join(', ') }) : '',
        tutors.length > 0 ? translateFamily(language, 'sessionReminders.tutors', { count: tutors.length, names: tutors.join(', ') }) : '',
        translateFamily(language, 'sessionReminders.where', { place }),
        translateFamily(language, hasVideoRoom(occurrence) ? 'sessionReminders.join' : 'sessionReminders.page', { link }),
      ].filter(Boolean);
    },
  };
}
