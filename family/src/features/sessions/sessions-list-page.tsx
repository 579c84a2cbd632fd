import './sessions-words.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RequestState } from '../../data/request-state.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { OccurrenceItem } from './occurrence-item.tsx';
import { useOccurrencePage } from './sessions-data.ts';
import './sessions.css';
import { SessionsPager } from './sessions-pager.tsx';

const PAGE_SIZE = 20;

/** /tutor/listSessions and /student/listSessions: every occurrence as a list, upcoming first, past ones on demand. */
export function SessionsListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(0);
  // Fixed for the visit, so that paging does not shift under the reader as time passes.
  const [now] = useState(() => new Date().toISOString());
  const rows = useOccurrencePage(page, past, now, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / PAGE_SIZE));
  const show = (next: boolean) => {
    setPast(next);
    setPage(0);
  };
  return (
    <section className="page sessions-page" aria-labelledby="sessions-list-title">
      <h1 id="sessions-list-title" tabIndex={-1}>
        {t('familySessions.listTitle')}
      </h1>
      <div className="week-nav" role="group" aria-label={t('familySessions.whichSessions')}>
        <button type="button" aria-pressed={!past} onClick={() => show(false)}>
          {t('familySessions.upcoming')}
        </button>
        <button type="button" aria-pressed={past} onClick={() => show(true)}>
          {t('familySessions.past')}
        </button>
      </div>
      {/* The lines below the list are drawn with it: drawn first, the list arriving above pushed them down. */}
      <LoadsTogether>
        <RequestState
          query={rows}
          isEmpty={(data) => data.rows.length === 0}
          empty={<p className="muted">{t(past ? 'familySessions.noPast' : 'familySessions.noUpcoming')}</p>}
        >
          {(data) => (
            <ul className="occurrence-list">
              {data.rows.map((occurrence) => (
                <OccurrenceItem key={occurrence.id} occurrence={occurrence} showDate />
              ))}
            </ul>
          )}
        </RequestState>
        <SessionsPager page={page} pages={pages} onPage={setPage} />
        <p>
          <Link to={pathname.replace(/\/listSessions$/, '/sessions')}>{t('familySessions.seeCalendar')}</Link>
        </p>
      </LoadsTogether>
    </section>
  );
}
