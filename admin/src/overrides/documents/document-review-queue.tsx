import '../../words/documents-words.ts';
import { useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import { useInvalidate, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@binome/schema';
import { ReviewDialog, type QueuedDocument } from './review-dialog.tsx';

const PAGE_SIZE = 20;

/** The documents waiting for review, oldest first; each opens in a dialog with its PDF, to accept or refuse. */
export default function DocumentReviewQueue({ resource }: { resource: Resource }) {
  const { t, i18n } = useTranslation();
  const invalidate = useInvalidate();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<QueuedDocument>();
  const { result, query } = useList<QueuedDocument>({
    resource: resource.name,
    filters: [{ field: 'status', operator: 'eq', value: 'to-review' }],
    sorters: [{ field: 'uploadedAt', order: 'asc' }],
    pagination: { currentPage: page, pageSize: PAGE_SIZE },
  });
  const when = (value?: string) =>
    value
      ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
          new Date(value),
        )
      : '';
  return (
    <section aria-labelledby="documents-queue-title">
      <Typography.Title level={2} id="documents-queue-title" style={{ marginTop: 0 }}>
        {t('staffDocuments.title')}
      </Typography.Title>
      <p className="muted">{t('staffDocuments.intro')}</p>
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      <Table<QueuedDocument>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staffDocuments.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: result.total ?? 0,
          onChange: setPage,
          showTotal: (total) => t('list.total', { count: total }),
        }}
        columns={[
          { key: 'uploadedAt', title: t('documents.fields.uploadedAt'), render: (_, document) => when(document.uploadedAt) },
          { key: 'owner', title: t('documents.fields.ownerName'), render: (_, document) => document.ownerName },
          { key: 'kind', title: t('documents.fields.kind'), render: (_, document) => t(`enums.documentKind.${document.kind}`) },
          {
            key: 'title',
            title: t('documents.fields.title'),
            render: (_, document) => document.title ?? document.criminalRecord?.number ?? t('staff.noValue'),
          },
          {
            key: 'actions',
            title: t('staff.actionsColumn'),
            fixed: 'right',
            render: (_, document) => (
              <Button size="small" type="primary" onClick={() => setOpen(document)}>
                {t('staffDocuments.review')}
              </Button>
            ),
          },
        ]}
      />
      {open && (
        <ReviewDialog
          document={open}
          onClose={() => setOpen(undefined)}
          onDone={() => {
            setOpen(undefined);
            void invalidate({ resource: resource.name, invalidates: ['list'] });
          }}
        />
      )}
    </section>
  );
}
