import '../sessions/sessions-words.ts';
import { useState } from 'react';
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

interface AutomaticProposal {
  studentId: string;
  studentFirstName: string;
  levelName?: string;
  slot: { dayOfTheWeek: number; startTime: string; endTime: string };
  tutoringMode?: 'online' | 'in-person';
}

interface AutomaticStatus {
  offered: boolean;
  available: boolean;
  proposal?: AutomaticProposal;
  message?: string;
  matchedStudents: number;
  numberOfStudentsToSupport: number;
  /** When no student fits: those one rule of how they would meet kept out, counted (`matchingExclusions.*`). */
  excluded?: { message: string; count: number; maxDistanceKm?: number }[];
}

interface MatchCreated {
  studentFullName: string;
  slot: { dayOfTheWeek: number; startTime: string };
  firstSessionStart: string;
}

const STATUS_KEY = ['matching', 'automatic'] as const;

/** The server's reason speaks of "this tutor" to staff; the tutor's own home says it to them ("vous"). */
export function ownWords(message: string, exists: (key: string) => boolean): string {
  const own = message.replace(/^errors\./, 'familyMatching.why.');
  return own !== message && exists(own) ? own : message;
}

/**
 * The tutor's automatic matching (section 4 and 5), from their home, beside the card that counts their students
 * (which it refreshes): the button the server's rules enable (active, room left, a free slot with a waiting
 * student), and why not when it is disabled; not shown at all where the program does not offer it. The server
 * decides, the card only says what it answered. The button shows who, when and how first; only "Confirmer" makes
 * the pair, with that pupil and slot (the server refuses a proposal that changed meanwhile, and the card then shows
 * the new one).
 */
export default function AutomaticMatchingCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => unwrap(api.GET('/matching/automatic', { params: { query: {} } })) as Promise<AutomaticStatus>,
  });
  const [reviewing, setReviewing] = useState(false);
  const match = useMutation({
    mutationFn: (proposal: AutomaticProposal) =>
      unwrap(api.POST('/matching/automatic', { body: { studentId: proposal.studentId, slot: proposal.slot } })) as Promise<MatchCreated>,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['pairs'] }),
        queryClient.invalidateQueries({ queryKey: ['occurrences'] }),
      ]);
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
                {!state.available && state.message && <p id="automatic-matching-why">{t(ownWords(state.message, (key) => i18n.exists(key)))}</p>}
                {!state.available && state.excluded && state.excluded.length > 0 && (
                  <div className="automatic-matching-excluded">
                    <p>{t('matchingExclusions.title')}</p>
                    <ul>
                      {state.excluded.map((exclusion) => (
                        <li key={exclusion.message}>{t(exclusion.message, { count: exclusion.count, km: exclusion.maxDistanceKm })}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {match.isError && <Alert kind="error">{t(problemOf(match.error).message)}</Alert>}
                {reviewing && state.available && state.proposal ? (
                  <ProposalReview
                    proposal={state.proposal}
                    pending={match.isPending}
                    onConfirm={(proposal) => match.mutate(proposal)}
                    onCancel={() => setReviewing(false)}
                  />
                ) : (
                  <p className="actions">
                    <button
                      type="button"
                      className="button primary"
                      disabled={!state.available || !state.proposal}
                      aria-describedby={!state.available && state.message ? 'automatic-matching-why' : undefined}
                      onClick={() => {
                        match.reset();
                        setReviewing(true);
                      }}
                    >
                      {t('familyMatching.button')}
                    </button>
                  </p>
                )}
              </>
            )}
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}

/** The proposal as the tutor reads it before committing: the pupil's first name and level, the weekly slot, the mode. */
function ProposalReview({
  proposal,
  pending,
  onConfirm,
  onCancel,
}: {
  proposal: AutomaticProposal;
  pending: boolean;
  onConfirm: (proposal: AutomaticProposal) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { studentFirstName: name, levelName, slot, tutoringMode } = proposal;
  return (
    <section className="automatic-proposal" aria-labelledby="automatic-proposal-title">
      <h3 id="automatic-proposal-title">{t('familyMatching.proposalTitle')}</h3>
      <p>
        <strong>{levelName ? t('familyMatching.proposalWho', { name, level: levelName }) : name}</strong>
      </p>
      <p>{t('familyMatching.proposalWhen', { day: t(`enums.weekday.${slot.dayOfTheWeek}`).toLowerCase(), start: slot.startTime, end: slot.endTime })}</p>
      {tutoringMode && <p>{t(`enums.tutoringMode.${tutoringMode}`)}</p>}
      <p className="muted">{t('familyMatching.proposalCommitment')}</p>
      <p className="actions">
        <button type="button" className="button primary" disabled={pending} onClick={() => onConfirm(proposal)}>
          {pending ? t('familyMatching.confirming') : t('familyMatching.confirm')}
        </button>
        <button type="button" className="button" disabled={pending} onClick={onCancel}>
          {t('familyMatching.notNow')}
        </button>
      </p>
    </section>
  );
}
