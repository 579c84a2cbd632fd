import './home-words.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onboardingStatuses, onboardingSteps, parisDate, prospectDecisions } from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { HomeCard } from './home-card.tsx';
import { onboardingProgress } from './home-cards.ts';
import type { prospects, ReadRecord } from '@binome/schema';

type ProspectRecord = ReadRecord<typeof prospects>;

/** A parent prospect's registration: when it was made, their onboarding step with the way to the next, and the team's decision so far. */
export function ParentProspectCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: ['prospects', userId],
    queryFn: () => unwrap(api.GET('/prospects/{id}', { params: { path: { id: userId } } })) as Promise<ProspectRecord>,
  });
  return (
    <HomeCard id="prospect" title={t('familyFrame.home.prospect.title')}>
      <RequestState query={record}>
        {(prospect) => (
          <>
            {prospect.createdAt && <p>{t('familyFrame.home.prospect.registeredOn', { date: parisDate(prospect.createdAt) })}</p>}
            <p>
              {t('familyFrame.home.prospect.decision')} :{' '}
              <StatusTag enumeration={prospectDecisions} value={prospect.prospectPreferences?.decision ?? 'pending'} />
            </p>
            {prospect.onBoardingStep === undefined ? (
              <p>{t('familyFrame.home.prospect.parentWaiting')}</p>
            ) : (
              <ParentOnboarding step={prospect.onBoardingStep} />
            )}
            <p>{t('familyFrame.home.prospect.childrenAfterValidation')}</p>
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}

function ParentOnboarding({ step }: { step: number }) {
  const { t } = useTranslation();
  const progress = onboardingProgress(step, 'parent');
  return (
    <>
      <p>
        <StatusTag enumeration={onboardingStatuses} value={progress.status} /> {t(onboardingSteps.labelKey(progress.step))}
      </p>
      <p>{t(`familyFrame.home.onboarding.todo.${progress.step}`)}</p>
      {progress.actionPath && (
        <Link className="button primary" to={progress.actionPath}>
          {t('familyFrame.home.onboarding.goTo')}
        </Link>
      )}
    </>
  );
}
