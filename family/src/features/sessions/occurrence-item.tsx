import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { inParis, presentationStatusOf, whereOf, type DescribedSession } from '@binome/schema/sessions';
import { useSession } from '../../session/session.tsx';
import type { OccurrenceRecord } from './sessions-data.ts';
import { inLanguage } from './calendar-locale.ts';

/** The people of an occurrence other than the reader: who they meet. */
export function othersIn(occurrence: OccurrenceRecord, userId: string | undefined): string {
  return [...(occurrence.tutors ?? []), ...(occurrence.students ?? [])]
    .filter((person) => person.userId !== userId)
    .map((person) => person.fullName)
    .filter(Boolean)
    .join(', ');
}

/** Where an occurrence (or an open group) is held: online, its place, or 'to be confirmed'. */
export function whereIn(t: TFunction, occurrence: DescribedSession): string {
  const where = whereOf(occurrence);
  return where.kind === 'online' ? t('familySessions.online') : where.kind === 'place' ? where.place : t('familySessions.placeUnknown');
}

/** '17:00 – 18:00' in Paris time (section 9: the association's time zone). */
export function timeRange(occurrence: Pick<OccurrenceRecord, 'startDate' | 'endDate'>): string {
  return `${inParis(occurrence.startDate).format('HH:mm')} – ${inParis(occurrence.endDate).format('HH:mm')}`;
}

/**
 * One occurrence in a day or a list: when, what, with whom, where, and what became of it (cancelled with its
 * reason, no session for a holiday with the holiday's name, starting soon, done). Opens the occurrence's page.
 */
export function OccurrenceItem({ occurrence, showDate = false }: { occurrence: OccurrenceRecord; showDate?: boolean }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const state = presentationStatusOf(occurrence, new Date());
  const off = occurrence.status !== 'scheduled';
  const where = whereIn(t, occurrence);
  return (
    <li className={`occurrence occurrence-${occurrence.status}`}>
      <Link to={`/session/${occurrence.id}`} className="occurrence-link">
        <span className="occurrence-when">
          {showDate && <span className="occurrence-date">{inLanguage(inParis(occurrence.startDate), i18n.language).format('ddd D MMM')} · </span>}
          <span className={off ? 'struck' : undefined}>{timeRange(occurrence)}</span>
        </span>
        <span className="occurrence-what">
          {occurrence.sessionType ? t(`enums.sessionType.${occurrence.sessionType}`) : t('familySessions.session')}
          {othersIn(occurrence, session?.user.userId) && <span className="muted"> · {othersIn(occurrence, session?.user.userId)}</span>}
        </span>
        {where && <span className="occurrence-where muted">{where}</span>}
        <span className={`occurrence-state tone-${off ? 'danger' : state === 'completed' ? 'success' : 'progress'}`}>
          {occurrence.status === 'canceled' && `${t('enums.occurrenceStatus.canceled')}${occurrence.cancelingReason ? ` : ${occurrence.cancelingReason}` : ''}`}
          {occurrence.status === 'skipped' && `${t('enums.occurrenceStatus.skipped')}${occurrence.skipName ? ` : ${occurrence.skipName}` : ''}`}
          {!off && t(`familySessions.state.${state}`)}
        </span>
      </Link>
    </li>
  );
}
