import './sessions-words.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { inParis } from '@binome/schema/sessions';
import { RequestState } from '../../data/request-state.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { useSession } from '../../session/session.tsx';
import { inLanguage } from './calendar-locale.ts';
import { GroupRegistration } from './group-registration.tsx';
import { timeRange, whereIn } from './occurrence-item.tsx';
import { OPEN_GROUPS_PAGE_SIZE, useOpenGroupSessions, type OpenGroupSession } from './open-groups-data.ts';
import './sessions.css';
import { SessionsPager } from './sessions-pager.tsx';

/**
 * /student/group-sessions and /parent/group-sessions: the group sessions the student, or each child, could join,
 * found here rather than only from an occurrence they are already in. Places come from the server after each change.
 */
export function GroupSessionsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [page, setPage] = useState(0);
  const offers = useOpenGroupSessions(page);
  const pages = Math.max(1, Math.ceil((offers.data?.total ?? 0) / OPEN_GROUPS_PAGE_SIZE));
  return (
    <section className="page sessions-page" aria-labelledby="group-sessions-title">
      <h1 id="group-sessions-title" tabIndex={-1}>
        {t('familySessions.openGroups.title')}
      </h1>
      <p className="muted">{t('familySessions.openGroups.intro')}</p>
      {/* The lines below the list are drawn with it: drawn first, the list arriving above pushed them down. */}
      <LoadsTogether>
        <RequestState query={offers} isEmpty={(data) => data.rows.length === 0} empty={<p className="muted">{t('familySessions.openGroups.empty')}</p>}>
          {(data) => (
            <ul className="offer-list">
              {data.rows.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </ul>
          )}
        </RequestState>
        <SessionsPager page={page} pages={pages} onPage={setPage} />
        <p>
          <Link to={pathname.replace(/\/group-sessions$/, '/sessions')}>{t('familySessions.openGroups.seeMine')}</Link>
        </p>
      </LoadsTogether>
    </section>
  );
}

function OfferCard({ offer }: { offer: OpenGroupSession }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const parent = session?.user.userRole === 'parent';
  const titleId = `offer-${offer.id}`;
  const levels = offer.levels.length > 0 ? offer.levels.map((level) => level.label).join(', ') : t('familySessions.openGroups.allLevels');
  const next = offer.nextOccurrence;
  return (
    <li className="offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="offer-title">
        {t('enums.sessionType.group-session')} · {levels}
      </h2>
      <dl className="session-facts">
        {offer.subject && (
          <>
            <dt>{t('familySessions.openGroups.subject')}</dt>
            <dd>{t(`enums.subjectPreference.${offer.subject}`)}</dd>
          </>
        )}
        <dt>{t('familySessions.openGroups.next')}</dt>
        <dd>
          <span className="offer-day">{inLanguage(inParis(next.startDate), i18n.language).format('dddd D MMMM')}</span> · {timeRange(next)}{' '}
          <span className="muted">({t('familySessions.parisTime')})</span>
          {offer.recurrenceName && offer.recurrenceName !== 'one-time' && <span className="muted"> · {t(`enums.recurrenceName.${offer.recurrenceName}`)}</span>}
        </dd>
        <dt>{t('familySessions.where')}</dt>
        <dd>{whereIn(t, offer)}</dd>
        <dt>{t('familySessions.openGroups.places')}</dt>
        <dd className="offer-places">
          {offer.places === null
            ? t('familySessions.openGroups.noLimit')
            : t('familySessions.openGroups.placesLeft', { places: offer.places, capacity: offer.capacity })}
        </dd>
      </dl>
      <GroupRegistration
        showPlaces={false}
        within={titleId}
        target={{
          sessionId: offer.id,
          registeredIds: offer.students.filter((student) => student.registered).map((student) => student.userId),
          ...(parent && { people: offer.students }),
        }}
      />
    </li>
  );
}
