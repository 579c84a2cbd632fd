import './home-words.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { HomeCard } from './home-card.tsx';
import { tutorsOfSessions } from './home-cards.ts';

/**
 * The student's tutor(s). A student may not read tutors' records nor pairs (section 6), but reads their own
 * sessions, which name their tutors: the tutors are taken from there.
 */
export function StudentTutorsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const sessions = useQuery({
    queryKey: ['sessions', { student: userId }],
    queryFn: () =>
      unwrap(api.GET('/sessions', { params: { query: { 'students.userId': [userId], _sort: 'sessionDate.startDate', _order: 'desc', _end: 50 } } })) as Promise<
        { tutors?: { userId?: string; fullName?: string }[] }[]
      >,
  });
  return (
    <HomeCard id="tutors" title={t('familyFrame.home.tutors.title')}>
      <RequestState query={sessions}>
        {(rows) => {
          const tutors = tutorsOfSessions(rows);
          return tutors.length === 0 ? (
            <p className="muted">{t('familyFrame.home.tutors.empty')}</p>
          ) : (
            <ul className="people-list">
              {tutors.map((tutor) => (
                <li key={tutor.userId}>{tutor.fullName}</li>
              ))}
            </ul>
          );
        }}
      </RequestState>
    </HomeCard>
  );
}
