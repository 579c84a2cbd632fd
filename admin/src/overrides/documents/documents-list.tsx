import '../../words/documents-words.ts';
import { lazy } from 'react';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ListOrQueue } from '../../crud/list-or-queue.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';

const ReviewQueue = lazy(() => import('./document-review-queue.tsx'));

/**
 * Volunteers' documents: the generic list, and for those who review them (administrators, recruiters,
 * coordinators) the queue of documents to review, one switch away.
 */
export default function DocumentsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  // The review is a dialog, not an edit screen: the ability decides, not the screens' rights.
  const { ability } = useStaffSession();
  return (
    <ListOrQueue
      resource={resource}
      mayWorkQueue={ability.can('update', resource.name, 'status')}
      firstView="all"
      Queue={ReviewQueue}
      QueueLabel={DocumentsToReview}
      switchLabel={t('staffDocuments.title')}
    />
  );
}

/** "To review (N)": the documents waiting for a review, counted by the list itself. */
function DocumentsToReview() {
  const { t } = useTranslation();
  const { result } = useList({
    resource: 'documents',
    filters: [{ field: 'status', operator: 'eq', value: 'to-review' }],
    pagination: { currentPage: 1, pageSize: 1 },
  });
  return <>{t('staffDocuments.queue', { count: result.total ?? 0 })}</>;
}
