import '../../words/reports-words.ts';
import { lazy } from 'react';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@binome/schema';
import { ListOrQueue } from '../../crud/list-or-queue.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useReviewQueue } from './use-review-queue.ts';

const ReviewQueue = lazy(() => import('./review-queue.tsx'));

/**
 * Class and SC reports: the generic list, and for those who may change reports the review queue (reports entered
 * and waiting for confirmation), one switch away.
 */
export default function ReportsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { data: can } = useCan({ resource: resource.name, action: 'edit' });
  return (
    <ListOrQueue
      resource={resource}
      mayWorkQueue={can?.can === true}
      firstView="all"
      Queue={ReviewQueue}
      QueueLabel={WaitingReports}
      switchLabel={t('staffReports.review.title')}
    />
  );
}

/** "To confirm (N)": the queue's own total. */
function WaitingReports({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const waiting = useReviewQueue(resource.apiName, 1).data?.data.total;
  return <>{t('staffReports.review.open', { count: waiting ?? 0 })}</>;
}
