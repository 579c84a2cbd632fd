import { useEffect, useRef, type ReactNode } from 'react';
import { Pagination, Space, Table } from 'antd';
import { CreateButton, DeleteButton, EditButton, getDefaultSortOrder, ShowButton, useTable } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { fieldAt, PAGE_SIZES, valueAt, type Resource } from '@binome/schema';
import { FieldValue } from './field-kinds/field-value.tsx';
import { RecordLabels } from './record-labels.tsx';
import { fromCrudFilters, toCrudFilters } from './field-kinds/filter.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { defaultCrudFilters } from './default-filters.ts';
import { ExportButton } from './export-button.tsx';
import { PageFrame } from './page-frame.tsx';
import { useScreenRights } from './use-screen-rights.ts';

type Row = Record<string, unknown> & { id: string };

export interface GenericListProps {
  resource: Resource;
  /** Extra controls beside the search (an override's view switch, a statistics toggle). */
  toolbar?: ReactNode;
  /** Replaces the table (an override's other view of the same rows, e.g. the establishments' phonebook). */
  renderRows?: (rows: readonly Row[]) => ReactNode;
  /** Filters an override adds to the descriptor's (values of its own controls). */
  extraFilters?: (values: Record<string, unknown>) => ReturnType<typeof toCrudFilters>;
  extraFilterItems?: ReactNode;
  /** Columns an override adds after the descriptor's (a figure worked out from the row, e.g. a tutor's file). */
  extraColumns?: readonly { key: string; title: string; render: (row: Row) => ReactNode }[];
}

/**
 * The list of any resource, from its descriptor: its columns, its filterable fields as filters with the widget of
 * their kind, its sortable columns, the search box (`q`), 10 or 20 rows a page, and the view, edit and delete
 * actions where the person's rights allow them. Filters, sort and page live in the address, so a list can be
 * shared and survives a reload.
 */
export function GenericList({ resource, toolbar, renderRows, extraFilters, extraFilterItems, extraColumns = [] }: GenericListProps) {
  const { t } = useTranslation();
  const rightsOf = useScreenRights(resource);
  const entity = resource.entity;

  const { tableProps, searchFormProps, filters, sorters, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<Row>({
    resource: resource.apiName,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZES[0] },
    sorters: { initial: entity.defaultSort ? [{ field: entity.defaultSort.field, order: entity.defaultSort.order }] : [] },
    // The descriptor's opening filters (this week's sessions to schedule); an address with its own filters wins.
    filters: { defaultBehavior: 'replace', initial: defaultCrudFilters(entity, new Date()) },
    onSearch: (values) => [...toCrudFilters(entity, values as Record<string, unknown>), ...(extraFilters?.(values as Record<string, unknown>) ?? [])],
  });

  // Refine fills the filter form from the address with the raw values (a date as text, which the date range
  // picker cannot take); right after, the form gets them as its controls hold them.
  // Once, on arrival: afterwards the form is the source of the filters.
  const filledFromAddress = useRef(false);
  useEffect(() => {
    if (filledFromAddress.current) return;
    filledFromAddress.current = true;
    searchFormProps.form?.setFieldsValue(fromCrudFilters(entity, filters));
  }, [entity, filters, searchFormProps.form]);

  const columns = entity.columns.map((path) => {
    const field = fieldAt(entity.fields, path)!;
    const sortable = entity.sortable.includes(path);
    return {
      key: path,
      dataIndex: path.split('.'),
      title: t(field.labelKey!),
      sorter: sortable ? { multiple: 1 } : false,
      ...(sortable && { defaultSortOrder: getDefaultSortOrder(path, sorters) }),
      render: (_: unknown, row: Row) => (
        <RecordLabels record={row}>
          <FieldValue field={field} value={valueAt(row, path)} />
        </RecordLabels>
      ),
    };
  });

  const actions = {
    key: 'actions',
    title: t('staff.actionsColumn'),
    fixed: 'right' as const,
    render: (_: unknown, row: Row) => {
      // Each button only where its screen is the person's and their rules allow it on this row (screen-rights.ts).
      const can = rightsOf(row);
      return (
        <Space size="small">
          {/* Icon-only buttons: their names are for screen readers, and their tooltips (without access control, Refine's would say "not allowed"). */}
          {can('view') && <ShowButton hideText size="small" aria-label={t('buttons.show')} title={t('buttons.show')} recordItemId={row.id} resource={resource.name} accessControl={{ enabled: false }} />}
          {can('edit') && <EditButton hideText size="small" aria-label={t('buttons.edit')} title={t('buttons.edit')} recordItemId={row.id} resource={resource.name} accessControl={{ enabled: false }} />}
          {can('delete') && (
            <DeleteButton
              hideText
              size="small"
              aria-label={t('buttons.delete')}
              title={t('buttons.delete')}
              recordItemId={row.id}
              resource={resource.name}
              accessControl={{ enabled: false }}
              // The revision this row shows: a record changed since is not deleted (409, the conflict message).
              {...(typeof row._etag === 'string' && { meta: { headers: { 'if-match': row._etag } } })}
            />
          )}
        </Space>
      );
    },
  };

  const rows = (tableProps.dataSource ?? []) as Row[];
  return (
    <PageFrame
      title={t(resource.entity.labelKey)}
      actions={
        <>
          {rightsOf()('add') && <CreateButton resource={resource.name} accessControl={{ enabled: false }} title={undefined} />}
          <ExportButton apiName={resource.apiName} filters={filters} sorters={sorters} />
        </>
      }
    >
      <ListToolbar entity={entity} searchFormProps={searchFormProps} filters={filters} extraFilterItems={extraFilterItems} toolbar={toolbar} />
      {renderRows ? (
        <>
          {renderRows(rows)}
          <Pagination
            current={currentPage}
            pageSize={pageSize}
            total={tableProps.pagination ? tableProps.pagination.total : 0}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(total) => t('list.total', { count: total })}
            locale={{ items_per_page: t('list.perPage') }}
            onChange={(page, size) => {
              setCurrentPage(page);
              setPageSize(size);
            }}
            style={{ marginTop: 16 }}
          />
        </>
      ) : (
        <Table<Row>
          {...tableProps}
          rowKey="id"
          columns={[...columns, ...extraColumns.map((column) => ({ key: column.key, title: column.title, render: (_: unknown, row: Row) => column.render(row) })), actions]}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('list.empty') }}
          pagination={{
            ...tableProps.pagination,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { count: total }),
            locale: { items_per_page: t('list.perPage') },
          }}
        />
      )}
    </PageFrame>
  );
}
