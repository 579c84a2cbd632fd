import '../home/home-words.ts';
import './sessions-words.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canJoinAt, hasVideoRoom, inParis } from '@binome/schema/sessions';
import { RequestState } from '../../data/request-state.tsx';
import { HomeCard } from '../home/home-card.tsx';
import { othersIn, timeRange, whereIn } from './occurrence-item.tsx';
import type { OccurrenceRecord } from './sessions-data.ts';
import { useNextOccurrence } from './sessions-data.ts';
import { inLanguage } from './calendar-locale.ts';
import { useSession } from '../../session/session.tsx';

/** The home's next session: when, with whom, and the way in (the room opens 15 minutes before). */
export function NextSessionCard({ calendarPath }: { calendarPath: string }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const next = useNextOccurrence();
  return (
    <HomeCard id="next-session" slot="next-session" title={t('familyFrame.home.nextSession.title')}>
      <RequestState query={next} isEmpty={(data) => data === null} empty={<p className="muted">{t('familySessions.noUpcoming')}</p>}>
        {(occurrence) =>
          occurrence && (
            <>
              <p className="next-session-when">
                {inLanguage(inParis(occurrence.startDate), i18n.language).format('dddd D MMMM')} · {timeRange(occurrence)}
              </p>
              {othersIn(occurrence, session?.user.userId) && <p className="muted">{othersIn(occurrence, session?.user.userId)}</p>}
              <p className="muted">{whereIn(t, occurrence)}</p>
              <p className="actions">
                {/* A session held in person has no room: its page, never a "join" button. */}
                <Link to={`/session/${occurrence.id}`} className={joinable(occurrence) ? 'button primary' : 'button'}>
                  {joinable(occurrence) ? t('familySessions.join') : t('familySessions.open')}
                </Link>
                <Link to={calendarPath}>{t('familySessions.seeCalendar')}</Link>
              </p>
            </>
          )
        }
      </RequestState>
    </HomeCard>
  );
}

const joinable = (occurrence: OccurrenceRecord) => hasVideoRoom(occurrence) && canJoinAt(occurrence, new Date());
