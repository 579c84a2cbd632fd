import '../words/support-words.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Select, Switch, Table, Typography } from 'antd';
import { useList, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCES, type Resource } from '@binome/schema';
import { formatDateTime } from '../crud/field-kinds/format.ts';
import { ExportButton } from '../crud/export-button.tsx';
import { currentLanguage } from '../i18n.ts';
import { recordPathOf, shownChanges, type AuditAction, type AuditEntry } from '../support/audit-entry.ts';
import { ActionTag, ActorName } from '../support/entry-header.tsx';
import { historyFilters, type HistoryFilterValues } from '../support/history-filters.ts';
import type { Range } from './statistics/period-picker.tsx';
import { PeriodField, periodBounds } from '../support/period-field.tsx';
import { useTablePages } from '../support/table-pages.ts';

// The pickers of a person and a record search the server as one types (Refine's select): their own chunk.
const ReferenceSelect = lazy(() => import('../crud/field-kinds/reference-select.tsx').then((module) => ({ default: module.ReferenceSelect })));
// The changes of a row, with every field kind's display, load when a row is first opened (the screen's budget).
const EntryChanges = lazy(() => import('../support/history-entry.tsx').then((module) => ({ default: module.EntryChanges })));

const PAGE_SIZES = [10, 20, 50];
const ACTIONS: AuditAction[] = ['create', 'update', 'delete', 'read'];

/**
 * The history search (section 2, "other screens implied"): who changed what and when, across the records the
 * reader may read, by person, record, action and period, newest or oldest first, and its CSV (the server's export
 * with the same filters, like the lists'). Each row opens to its changes, field by field.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<HistoryFilterValues>({});
  const [range, setRange] = useState<Range>(null);
  const { page, pageSize, setPage, pagination } = useTablePages(PAGE_SIZES);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const filters: CrudFilter[] = historyFilters({ ...values, ...periodBounds(range) });
  const sorters: CrudSort[] = [{ field: 'at', order }];
  const { result, query } = useList<AuditEntry>({ resource: 'audit', filters, sorters, pagination: { currentPage: page, pageSize } });
  const change = (next: Partial<HistoryFilterValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const resourceOptions = useMemo(
    () =>
      (RESOURCES as readonly Resource[])
        .filter((resource) => resource.staffPath)
        .map((resource) => ({ value: resource.name, label: t(resource.entity.labelKey) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [t],
  );
  const filtered = Object.values(values).some((value) => value !== undefined) || range !== null;

  return (
    <section aria-labelledby="history-title">
      <div className="page-frame-header">
        <Typography.Title id="history-title" level={1} style={{ margin: 0 }}>
          {t('staffSupport.search.title')}
        </Typography.Title>
        <ExportButton apiName="audit" filters={[...filters, { field: 'lang', operator: 'eq', value: currentLanguage() }]} sorters={sorters} />
      </div>
      <Typography.Paragraph type="secondary">{t('staffSupport.search.intro')}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical" aria-label={t('staffSupport.search.filters')} className="support-filters">
          <Form.Item label={t('staffSupport.search.person')} htmlFor="history-person">
            <Suspense fallback={null}>
              <ReferenceSelect
                id="history-person"
                resource="users"
                placeholder={t('staffSupport.search.anyPerson')}
                value={values.actorId}
                onChange={(value) => change({ actorId: (value as string | undefined) ?? undefined })}
              />
            </Suspense>
          </Form.Item>
          <Form.Item label={t('staffSupport.search.resource')} htmlFor="history-resource">
            <Select
              id="history-resource"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('staffSupport.search.anyResource')}
              options={resourceOptions}
              value={values.resource}
              onChange={(resource?: string) => change({ resource, recordId: undefined })}
            />
          </Form.Item>
          {values.resource && (
            <Form.Item label={t('staffSupport.search.record')} htmlFor="history-record">
              <Suspense fallback={null}>
                <ReferenceSelect
                  key={values.resource}
                  id="history-record"
                  resource={values.resource}
                  placeholder={t('staffSupport.search.anyRecord')}
                  value={values.recordId}
                  onChange={(value) => change({ recordId: (value as string | undefined) ?? undefined })}
                />
              </Suspense>
            </Form.Item>
          )}
          <Form.Item label={t('staffSupport.search.action')} htmlFor="history-action">
            <Select
              id="history-action"
              allowClear
              placeholder={t('staffSupport.search.anyAction')}
              options={ACTIONS.map((action) => ({ value: action, label: t(`staffSupport.actions.${action}`) }))}
              value={values.action}
              onChange={(action?: AuditAction) => change({ action })}
            />
          </Form.Item>
          {!values.action && (
            <Form.Item label={t('staffSupport.search.showReads')} htmlFor="history-show-reads">
              <Switch id="history-show-reads" checked={values.showReads ?? false} onChange={(showReads) => change({ showReads: showReads || undefined })} />
            </Form.Item>
          )}
          <PeriodField
            id="history-period"
            label={t('staffSupport.search.period')}
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          {filtered && (
            <Form.Item label=" ">
              <Button
                onClick={() => {
                  setValues({});
                  setRange(null);
                  setPage(1);
                }}
              >
                {t('staffSupport.search.reset')}
              </Button>
            </Form.Item>
          )}
        </Form>
      </Card>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          message={t('staffSupport.search.error')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('staffSupport.history.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AuditEntry>
        rowKey="id"
        loading={query.isFetching}
        dataSource={result.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staffSupport.search.empty') }}
        expandable={{
          expandedRowRender: (entry) => (
            <Suspense fallback={null}>
              <EntryChanges entry={entry} />
            </Suspense>
          ),
          rowExpandable: (entry) => changeCount(entry) > 0,
        }}
        onChange={(_pagination, _filters, sorter) => {
          const next = !Array.isArray(sorter) && sorter.order === 'ascend' ? 'asc' : 'desc';
          if (next !== order) {
            setOrder(next);
            setPage(1);
          }
        }}
        pagination={pagination(result.total)}
        columns={[
          {
            key: 'at',
            title: t('staffSupport.search.columns.at'),
            sorter: true,
            sortOrder: order === 'asc' ? 'ascend' : 'descend',
            sortDirections: ['descend', 'ascend', 'descend'],
            render: (_: unknown, entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
          },
          { key: 'actor', title: t('staffSupport.search.columns.actor'), render: (_: unknown, entry) => <ActorName entry={entry} /> },
          { key: 'action', title: t('staffSupport.search.columns.action'), render: (_: unknown, entry) => <ActionTag action={entry.action} /> },
          { key: 'record', title: t('staffSupport.search.columns.record'), render: (_: unknown, entry) => <RecordCell entry={entry} /> },
          {
            key: 'changes',
            title: t('staffSupport.search.columns.changes'),
            render: (_: unknown, entry) => (changeCount(entry) > 0 ? t('staffSupport.search.changedFields', { count: changeCount(entry) }) : '–'),
          },
        ]}
      />
    </section>
  );
}

/** The fields a row opens to: those shown, and those the reader may not read (counted there). */
function changeCount(entry: AuditEntry): number {
  const { shown, hidden } = shownChanges(entry);
  return shown.length + hidden;
}

/** The record by its type and title, a link to its page when the reader has one and the record still exists. */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const resource = (RESOURCES as readonly Resource[]).find((candidate) => candidate.name === entry.resource);
  const type = resource ? t(resource.entity.labelKey) : entry.resource;
  const title = entry.recordLabel ?? t('staffSupport.actor.notAccessible');
  const path = entry.recordLabel ? recordPathOf(entry.resource, entry.recordId) : undefined;
  return (
    <span>
      <Typography.Text type="secondary">{type} · </Typography.Text>
      {path ? <Link to={path}>{title}</Link> : title}
    </span>
  );
}
