import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Pagination, Table } from 'antd';
import { CreateButton, getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useDelete } from '@refinedev/core';
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
import { RowActions } from './row-actions.tsx';

type Row = Record<string, unknown> & { id: string };

type ExtraColumn = { key: string; title: string; render: (row: Row) => ReactNode };
/** One empty list for every list without extra columns (a new `[]` at each render would work the columns out again). */
const NO_COLUMNS: readonly ExtraColumn[] = [];

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
  extraColumns?: readonly ExtraColumn[];
}

/**
 * The list of any resource, from its descriptor: its columns, its filterable fields as filters with the widget of
 * their kind, its sortable columns, the search box (`q`), 10 or 20 rows a page, and the view, edit and delete
 * actions where the person's rights allow them. Filters, sort and page live in the address, so a list can be
 * shared and survives a reload.
 */
export function GenericList({ resource, toolbar, renderRows, extraFilters, extraFilterItems, extraColumns = NO_COLUMNS }: GenericListProps) {
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

  // One delete mutation for the list (Refine's DeleteButton held one per row), and the row being deleted.
  const {
    mutation: { mutate: deleteRecord, isPending: deleting, variables: deletingVariables },
  } = useDelete();
  const deletingId = deleting ? deletingVariables?.id : undefined;
  const onDelete = useCallback(
    // The revision the row shows travels as If-Match: a record changed since is not deleted (409).
    (id: string, etag: string | undefined) =>
      deleteRecord({ resource: resource.name, id, ...(etag !== undefined && { meta: { headers: { 'if-match': etag } } }) }),
    [deleteRecord, resource.name],
  );

  // The columns are worked out once per list, language and sort, not at every render: antd's table draws its
  // cells again whenever it is handed new columns (each of Refine's renders of the list would redraw every cell).
  const columns = useMemo(() => {
    const descriptorColumns = entity.columns.map((path) => {
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
    const overrides = extraColumns.map((column) => ({ key: column.key, title: column.title, render: (_: unknown, row: Row) => column.render(row) }));
    const actions = {
      key: 'actions',
      title: t('staff.actionsColumn'),
      fixed: 'right' as const,
      render: (_: unknown, row: Row) => {
        // Each button only where its screen is the person's and their rules allow it on this row (screen-rights.ts).
        const can = rightsOf(row);
        return (
          <RowActions
            resource={resource}
            id={row.id}
            etag={typeof row._etag === 'string' ? row._etag : undefined}
            canView={can('view')}
            canEdit={can('edit')}
            canDelete={can('delete')}
            deleting={deletingId === row.id}
            onDelete={onDelete}
          />
        );
      },
    };
    return [...descriptorColumns, ...overrides, actions];
  }, [entity, resource, t, sorters, extraColumns, rightsOf, deletingId, onDelete]);

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
          columns={columns}
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
