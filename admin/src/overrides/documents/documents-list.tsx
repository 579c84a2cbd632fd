import '../../words/documents-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button, Space, Spin } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { GenericList } from '../../crud/generic-list.tsx';
import { PageFrame } from '../../crud/page-frame.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';

type View = 'all' | 'review';

// The queue is a chunk of its own: the list screen stays within its budget for those who never open it.
const ReviewQueue = lazy(() => import('./document-review-queue.tsx'));
const VIEW_KEY = 'binome.documents.view';

/**
 * Volunteers' documents: the generic list, and for those who review them (administrators, recruiters,
 * coordinators) the queue of documents to review, one switch away.
 */
export default function DocumentsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  // The review is a dialog, not an edit screen: the ability decides, not the screens' rights.
  const { ability } = useStaffSession();
  const [view, setView] = useState<View>(() => (sessionStorage.getItem(VIEW_KEY) === 'all' ? 'all' : 'review'));
  const choose = (next: View) => {
    sessionStorage.setItem(VIEW_KEY, next);
    setView(next);
  };
  if (!ability.can('update', resource.name, 'status')) return <GenericList resource={resource} />;
  const switcher = <ViewSwitch view={view} onChange={choose} />;
  if (view === 'all') return <GenericList resource={resource} toolbar={switcher} />;
  return (
    <PageFrame title={t(resource.entity.labelKey)} actions={switcher}>
      <Suspense fallback={<Spin />}>
        <ReviewQueue resource={resource} />
      </Suspense>
    </PageFrame>
  );
}

function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation();
  const { result } = useList({ resource: 'documents', filters: [{ field: 'status', operator: 'eq', value: 'to-review' }], pagination: { currentPage: 1, pageSize: 1 } });
  return (
    <Space.Compact role="group" aria-label={t('staffDocuments.title')}>
      <Button type={view === 'all' ? 'primary' : 'default'} aria-pressed={view === 'all'} onClick={() => onChange('all')}>
        {t('staffDocuments.all')}
      </Button>
      <Button type={view === 'review' ? 'primary' : 'default'} aria-pressed={view === 'review'} onClick={() => onChange('review')}>
        {t('staffDocuments.queue', { count: result.total ?? 0 })}
      </Button>
    </Space.Compact>
  );
}
