import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@binome/schema';
import { GenericList } from './generic-list.tsx';
import { PageFrame } from './page-frame.tsx';

type View = 'all' | 'queue';

interface ListOrQueueProps {
  resource: Resource;
  /** Whether this person works the queue (reviews): the others see the list alone. */
  mayWorkQueue: boolean;
  /** The view shown first, until the person chooses (kept for the tab, so that back from a record they find it again). */
  firstView: View;
  /** The queue, a chunk of its own: the list screen stays within its budget for those who never open it. */
  Queue: LazyExoticComponent<ComponentType<{ resource: Resource }>>;
  /** The queue's button, its count included (its own component: it asks the server). */
  QueueLabel: ComponentType<{ resource: Resource }>;
  /** The name of the switch for screen readers. */
  switchLabel: string;
}

/**
 * A resource's list and its work queue (reports to confirm, documents to review), one switch apart: the generic
 * list with its filters and pages, or the queue in the same frame.
 */
export function ListOrQueue({ resource, mayWorkQueue, firstView, Queue, QueueLabel, switchLabel }: ListOrQueueProps) {
  const { t } = useTranslation();
  const key = `binome.${resource.name}.view`;
  const [view, setView] = useState<View>(() => {
    const stored = sessionStorage.getItem(key);
    return stored === 'all' || stored === 'queue' ? stored : firstView;
  });
  if (!mayWorkQueue) return <GenericList resource={resource} />;
  const choose = (next: View) => {
    sessionStorage.setItem(key, next);
    setView(next);
  };
  const switcher = (
    <Space.Compact role="group" aria-label={switchLabel}>
      <Button type={view === 'all' ? 'primary' : 'default'} aria-pressed={view === 'all'} onClick={() => choose('all')}>
        {t('list.all')}
      </Button>
      <Button type={view === 'queue' ? 'primary' : 'default'} aria-pressed={view === 'queue'} onClick={() => choose('queue')}>
        <QueueLabel resource={resource} />
      </Button>
    </Space.Compact>
  );
  if (view === 'all') return <GenericList resource={resource} toolbar={switcher} />;
  return (
    <PageFrame title={t(resource.entity.labelKey)} actions={switcher}>
      <Suspense fallback={<Spin />}>
        <Queue resource={resource} />
      </Suspense>
    </PageFrame>
  );
}
