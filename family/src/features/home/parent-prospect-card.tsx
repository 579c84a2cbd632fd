import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parisDate, prospectDecisions } from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { HomeCard } from './home-card.tsx';

interface ProspectRecord {
  createdAt?: string;
  prospectPreferences?: { decision?: string };
}

/** A parent prospect's registration: when it was made and the team's decision so far. */
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
              {t('familyFrame.home.prospect.decision')} : <StatusTag enumeration={prospectDecisions} value={prospect.prospectPreferences?.decision ?? 'pending'} />
            </p>
            <p>{t('familyFrame.home.prospect.parentWaiting')}</p>
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}
