import '../words/support-words.ts';
import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Spin } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { shownChanges, type AuditEntry } from './audit-entry.ts';
import { HistoryEntry } from './history-entry.tsx';

const PAGE_SIZE = 10;

/**
 * A record's history (its "History" tab): every creation, change and deletion of the record, newest first, by
 * whom and field by field, from `GET /v1/audit`, which shows only what the reader may read. Reads of the record
 * are left out: the tab tells what changed. Entries of every view of the record (a person changed as a tutor, then
 * as a prospect) are in it: the record's id is the key, whatever screen it was changed from.
 */
export default function RecordHistory({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { result, query } = useList<AuditEntry>({
    resource: 'audit',
    filters: [
      { field: 'recordId', operator: 'eq', value: recordId },
      { field: 'action', operator: 'eq', value: 'create,update,delete' },
    ],
    sorters: [{ field: 'at', order: 'desc' }],
    pagination: { currentPage: page, pageSize: PAGE_SIZE },
  });
  const total = result.total ?? 0;
  if (query.isLoading) {
    return (
      <div role="status" className="history-state">
        <Spin />
        <p>{t('staffSupport.history.loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('staffSupport.history.error')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('staffSupport.history.retry')}
          </Button>
        }
      />
    );
  }
  if (total === 0) return <Empty description={t('staffSupport.history.empty')} />;
  return (
    <section aria-label={t('staffSupport.history.title')} aria-busy={query.isFetching} className="history-list">
      {result.data.filter(tellsSomething).map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
      {total > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(total) => t('staffSupport.search.total', { count: total })}
          style={{ marginTop: 16 }}
        />
      )}
    </section>
  );
}

/** An update whose every change reads the same before and after (a reordered availability) tells the reader nothing. */
function tellsSomething(entry: AuditEntry): boolean {
  if (entry.action !== 'update') return true;
  const { shown, hidden } = shownChanges(entry);
  return shown.length + hidden > 0;
}
