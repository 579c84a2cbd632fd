import '../../words/reports-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button, Space, Spin } from 'antd';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { GenericList } from '../../crud/generic-list.tsx';
import { PageFrame } from '../../crud/page-frame.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useReviewQueue } from './use-review-queue.ts';

type View = 'all' | 'review';

// The queue is a chunk of its own: the list screen stays within its budget for those who never open it.
const ReviewQueue = lazy(() => import('./review-queue.tsx'));

/** Which view a person last chose, per list, for the tab: back from a report, they find the queue again. */
const viewKey = (resource: string) => `binome.reports.view.${resource}`;

/**
 * Class and SC reports: the generic list, and for those who may change reports the review queue (reports entered
 * and waiting for confirmation), one switch away.
 */
export default function ReportsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { data: can } = useCan({ resource: resource.name, action: 'edit' });
  const [view, setView] = useState<View>(() => (sessionStorage.getItem(viewKey(resource.name)) === 'review' ? 'review' : 'all'));
  const choose = (next: View) => {
    sessionStorage.setItem(viewKey(resource.name), next);
    setView(next);
  };
  if (can?.can !== true) return <GenericList resource={resource} />;
  const switcher = <ViewSwitch kind={resource.apiName} view={view} onChange={choose} />;
  if (view === 'all') return <GenericList resource={resource} toolbar={switcher} />;
  return (
    <PageFrame title={t(resource.entity.labelKey)} actions={switcher}>
      <Suspense fallback={<Spin />}>
        <ReviewQueue resource={resource} />
      </Suspense>
    </PageFrame>
  );
}

function ViewSwitch({ kind, view, onChange }: { kind: string; view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation();
  const waiting = useReviewQueue(kind, 1).data?.data.total;
  return (
    <Space.Compact role="group" aria-label={t('staffReports.review.title')}>
      <Button type={view === 'all' ? 'primary' : 'default'} aria-pressed={view === 'all'} onClick={() => onChange('all')}>
        {t('list.all')}
      </Button>
      <Button type={view === 'review' ? 'primary' : 'default'} aria-pressed={view === 'review'} onClick={() => onChange('review')}>
        {t('staffReports.review.open', { count: waiting ?? 0 })}
      </Button>
    </Space.Compact>
  );
}
