import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { inParis } from '@binome/schema/sessions';
import { OccurrenceItem } from './occurrence-item.tsx';
import { inLanguage } from './calendar-locale.ts';
import type { OccurrenceRecord } from './sessions-data.ts';

/**
 * A week, Monday first (section 9), one block per day: a list of days on a phone, seven columns on a wide screen
 * (the layout is the stylesheet's). Days without a session say so, so that an empty week reads as empty, not broken.
 */
export function WeekAgenda({ monday, occurrences }: { monday: Dayjs; occurrences: readonly OccurrenceRecord[] }) {
  const { t, i18n } = useTranslation();
  const days = Array.from({ length: 7 }, (_, index) => monday.add(index, 'day'));
  const today = inParis(new Date()).format('YYYY-MM-DD');
  return (
    <ol className="week-agenda" aria-label={t('familySessions.weekOf', { date: inLanguage(monday, i18n.language).format('D MMMM YYYY') })}>
      {days.map((day) => {
        const key = day.format('YYYY-MM-DD');
        const ofDay = occurrences.filter((occurrence) => inParis(occurrence.startDate).format('YYYY-MM-DD') === key);
        return (
          <li key={key} className={`agenda-day${key === today ? ' agenda-today' : ''}`} aria-current={key === today ? 'date' : undefined}>
            {/* Weekday and date on two lines in a column: 'Wednesday 25 November' ran over the border (walk T-4). */}
            <h2 className="agenda-day-title">
              <span className="agenda-weekday">{inLanguage(day, i18n.language).format('dddd')}</span>{' '}
              <span className="agenda-date">{inLanguage(day, i18n.language).format('D MMMM')}</span>
            </h2>
            {ofDay.length === 0 ? (
              <p className="muted agenda-empty">{t('familySessions.noSessionThatDay')}</p>
            ) : (
              <ul className="occurrence-list">
                {ofDay.map((occurrence) => (
                  <OccurrenceItem key={occurrence.id} occurrence={occurrence} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
