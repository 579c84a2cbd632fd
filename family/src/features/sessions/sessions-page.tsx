import './sessions-words.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { inParis } from '@binome/schema/sessions';
import { RequestState } from '../../data/request-state.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { Loading } from '../../components/loading.tsx';
import { useSession } from '../../session/session.tsx';
import { WeekAgenda } from './week-agenda.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { useChildFilterOptions, useOccurrencesBetween } from './sessions-data.ts';
import { inLanguage } from './calendar-locale.ts';
import './sessions.css';

/** Monday 00:00 in Paris of the week holding `instant`. */
function mondayOf(instant: Date) {
  const day = inParis(instant).startOf('day');
  return day.subtract((day.day() + 6) % 7, 'day');
}

/**
 * /tutor/sessions, /student/sessions, /parent/sessions: the reader's sessions week by week (a parent's children's,
 * one child or all), each occurrence with what became of it; the way to the list and to a calendar subscription.
 */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const [monday, setMonday] = useState(() => mondayOf(new Date()));
  const [child, setChild] = useState('');
  const parent = session?.user.userRole === 'parent';
  const children = useChildFilterOptions(parent ? session?.user.userId : undefined);
  const from = monday.toISOString();
  const to = monday.add(7, 'day').subtract(1, 'millisecond').toISOString();
  const occurrences = useOccurrencesBetween(from, to, child || undefined);
  const listPath = pathname.replace(/\/sessions$/, '/listSessions');
  return (
    <section className="page sessions-page" aria-labelledby="sessions-title">
      <h1 id="sessions-title" tabIndex={-1}>
        {t(parent ? 'familySessions.parentTitle' : 'familySessions.title')}
      </h1>
      <div className="week-nav" role="group" aria-label={t('familySessions.weekNavigation')}>
        <button type="button" onClick={() => setMonday(monday.subtract(7, 'day'))}>
          {t('familySessions.previousWeek')}
        </button>
        <button type="button" onClick={() => setMonday(mondayOf(new Date()))}>
          {t('familySessions.thisWeek')}
        </button>
        <button type="button" onClick={() => setMonday(monday.add(7, 'day'))}>
          {t('familySessions.nextWeek')}
        </button>
      </div>
      <p className="week-title" aria-live="polite">
        {t('familySessions.weekOf', { date: inLanguage(monday, i18n.language).format('D MMMM YYYY') })}
      </p>
      {/* The child filter, the week and the links below are drawn together: drawn first, the links were pushed down. */}
      <LoadsTogether>
        {/* A parent's filter by child comes with the children's list (a status meanwhile, so the week waits for it). */}
        {parent && children.isPending && <Loading />}
        {parent && (children.data?.length ?? 0) > 1 && (
          <label className="field child-filter">
            <span>{t('familySessions.child')}</span>
            <select value={child} onChange={(event) => setChild(event.target.value)}>
              <option value="">{t('familySessions.allChildren')}</option>
              {children.data?.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <RequestState query={occurrences}>{(rows) => <WeekAgenda monday={monday} occurrences={rows} />}</RequestState>
        {!parent && (
          <p>
            <Link to={listPath}>{t('familySessions.seeList')}</Link>
          </p>
        )}
        <CalendarFeedPanel />
      </LoadsTogether>
    </section>
  );
}
