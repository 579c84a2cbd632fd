import './sessions-words.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { canJoinAt, hasVideoRoom, inParis, joinOpensAt } from '@binome/schema/sessions';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { useSession } from '../../session/session.tsx';
import { ROLE_PATH_SEGMENT } from '@binome/schema';
import { timeRange, whereIn } from './occurrence-item.tsx';
import { joinOccurrence, useOccurrence } from './sessions-data.ts';
import { GroupRegistration, targetOfOccurrence } from './group-registration.tsx';
import { inLanguage } from './calendar-locale.ts';
import './sessions.css';
import { OccurrenceReportLink } from '../reports/occurrence-report-link.tsx';

/**
 * /session/{id} (section 2, every role): one occurrence, who takes part, when and where, the equipment check, and
 * the button that opens the video room from 15 minutes before the start until the end (none for a session held in
 * person). Joining goes through the
 * person's sealed link, which the server checks and records (the attendance evidence).
 */
export function SessionPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = '' } = useParams();
  const { search } = useLocation();
  const { session } = useSession();
  const occurrence = useOccurrence(sessionId);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [joining, setJoining] = useState(false);
  // The equipment tester is in the families' spaces; staff have their own machines checked elsewhere.
  const role = session?.user.userRole;
  const segment = role === 'tutor' || role === 'parent' || role === 'student' ? (ROLE_PATH_SEGMENT as Record<string, string>)[role] : undefined;
  const join = async () => {
    setProblem(undefined);
    setJoining(true);
    try {
      const room = await joinOccurrence(sessionId, search);
      window.open(room, '_blank', 'noopener');
    } catch (error) {
      setProblem(problemOf(error).message);
    } finally {
      setJoining(false);
    }
  };
  return (
    <section className="page session-page" aria-labelledby="session-title">
      <RequestState query={occurrence}>
        {(data) => {
          const open = canJoinAt(data, new Date());
          const start = inLanguage(inParis(data.startDate), i18n.language);
          const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          return (
            <>
              <h1 id="session-title" tabIndex={-1}>
                {data.sessionType ? t(`enums.sessionType.${data.sessionType}`) : t('familySessions.session')}
              </h1>
              <p className="session-when">
                {start.format('dddd D MMMM YYYY')} · {timeRange(data)} <span className="muted">({t('familySessions.parisTime')})</span>
              </p>
              {viewerZone !== 'Europe/Paris' && (
                <p className="muted">
                  {t('familySessions.yourTime', { time: new Date(data.startDate).toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' }) })}
                </p>
              )}
              {data.status !== 'scheduled' && (
                <Alert kind="info">
                  {data.status === 'canceled'
                    ? `${t('enums.occurrenceStatus.canceled')}${data.cancelingReason ? ` : ${data.cancelingReason}` : ''}`
                    : `${t('enums.occurrenceStatus.skipped')}${data.skipName ? ` : ${data.skipName}` : ''}`}
                </Alert>
              )}
              <dl className="session-facts">
                {(data.tutors?.length ?? 0) > 0 && (
                  <>
                    <dt>{t('familySessions.tutors', { count: data.tutors!.length })}</dt>
                    <dd>
                      {data
                        .tutors!.map((person) => person.fullName)
                        .filter(Boolean)
                        .join(', ')}
                    </dd>
                  </>
                )}
                {(data.students?.length ?? 0) > 0 && (
                  <>
                    <dt>{t('familySessions.students', { count: data.students!.length })}</dt>
                    <dd>
                      {data
                        .students!.map((person) => person.fullName)
                        .filter(Boolean)
                        .join(', ')}
                    </dd>
                  </>
                )}
                <dt>{t('familySessions.where')}</dt>
                <dd>{whereIn(t, data)}</dd>
              </dl>
              {/* Held in person (at the family's home, at school): no room to join. */}
              {data.status === 'scheduled' && hasVideoRoom(data) && (
                <div className="join">
                  <button type="button" className="primary" disabled={!open || joining} aria-describedby="join-hint" onClick={() => void join()}>
                    {t('familySessions.join')}
                  </button>
                  <p id="join-hint" className="muted">
                    {open
                      ? t('familySessions.joinOpen')
                      : t('familySessions.joinOpensAt', { time: inLanguage(inParis(joinOpensAt(data)), i18n.language).format('dddd D MMMM, HH:mm') })}
                  </p>
                  {problem && <Alert kind="error">{t(problem)}</Alert>}
                </div>
              )}
              {data.sessionType === 'group-session' && data.status === 'scheduled' && Date.parse(data.startDate) > Date.now() && (
                <GroupRegistration target={targetOfOccurrence(data)} />
              )}
              {segment && <OccurrenceReportLink occurrence={data} segment={segment} />}
              {segment && (
                <p>
                  <Link to={`/${segment}/equipment`}>{t('familySessions.checkEquipment')}</Link>
                </p>
              )}
            </>
          );
        }}
      </RequestState>
    </section>
  );
}
