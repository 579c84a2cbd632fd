import '../words/support-words.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

// The history and its words load when the tab is first opened: the record page's chunk stays as it was.
const RecordHistory = lazy(() => import('./record-history.tsx'));

/**
 * A record page's two tabs: its details, and its history (who changed what, and when). One component for the
 * generic record page, so every override that wraps it has the history too. The history is rendered only once its
 * tab is opened (antd renders a pane on its first activation).
 */
export function RecordTabs({ recordId, children }: { recordId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="record-tabs"
      items={[
        { key: 'details', label: t('staffSupport.record.detailsTab'), children },
        {
          key: 'history',
          label: t('staffSupport.record.historyTab'),
          children: (
            <Suspense fallback={<Spin />}>
              <RecordHistory recordId={recordId} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
