import '../sessions/sessions-words.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inParis } from '@binome/schema/sessions';
import { api, problemOf } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { HomeCard } from '../home/home-card.tsx';
import { Alert } from '../../components/alert.tsx';
import { inLanguage } from '../sessions/calendar-locale.ts';

interface AutomaticStatus {
  offered: boolean;
  available: boolean;
  message?: string;
  matchedStudents: number;
  numberOfStudentsToSupport: number;
}

interface MatchCreated {
  studentFullName: string;
  slot: { dayOfTheWeek: number; startTime: string };
  firstSessionStart: string;
}

const STATUS_KEY = ['matching', 'automatic'] as const;

/**
 * The tutor's automatic matching (section 4 and 5), from their home, beside the card that counts their students
 * (which it refreshes): the button the server's rules enable (active, room left, a free slot with a waiting
 * student), and why not when it is disabled; not shown at all where the program does not offer it. The server
 * decides, the card only says what it answered.
 */
export default function AutomaticMatchingCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => unwrap(api.GET('/matching/automatic', { params: { query: {} } })) as Promise<AutomaticStatus> });
  const match = useMutation({
    mutationFn: () => unwrap(api.POST('/matching/automatic', { body: {} })) as Promise<MatchCreated>,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: STATUS_KEY }), queryClient.invalidateQueries({ queryKey: ['pairs'] }), queryClient.invalidateQueries({ queryKey: ['occurrences'] })]);
    },
  });
  if (status.data && !status.data.offered) return null;
  return (
    <HomeCard id="automatic-matching" slot="automatic-matching" title={t('familyMatching.title')}>
      <RequestState query={status}>
        {(state) => (
          <>
            {match.data ? (
              <Alert kind="success">
                <p>{t('familyMatching.found', { name: match.data.studentFullName })}</p>
                <p>
                  {t('familyMatching.foundWhen', {
                    day: inLanguage(inParis(match.data.firstSessionStart), i18n.language).format('dddd'),
                    time: match.data.slot.startTime,
                    date: inLanguage(inParis(match.data.firstSessionStart), i18n.language).format('D MMMM'),
                  })}
                </p>
                <p className="actions">
                  <Link to="/tutor/sessions">{t('familyMatching.seeSessions')}</Link>
                </p>
              </Alert>
            ) : (
              <>
                <p className="muted">{t('familyMatching.intro')}</p>
                <p className="muted">{t('familyMatching.notice')}</p>
                {!state.available && state.message && <p id="automatic-matching-why">{t(state.message)}</p>}
                {match.isError && <Alert kind="error">{t(problemOf(match.error).message)}</Alert>}
                <p className="actions">
                  <button
                    type="button"
                    className="button primary"
                    disabled={!state.available || match.isPending}
                    aria-describedby={!state.available && state.message ? 'automatic-matching-why' : undefined}
                    onClick={() => match.mutate()}
                  >
                    {match.isPending ? t('familyMatching.searching') : t('familyMatching.button')}
                  </button>
                </p>
              </>
            )}
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}
