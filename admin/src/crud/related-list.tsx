import { Spin, Typography } from 'antd';
import { ShowButton } from '@refinedev/antd';
import { stringifyTableParams, useList, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldAt, getResource, PAGE_SIZES, screenPath, valueAt } from '@binome/schema';
import { relatedFilters, type RelatedList as RelatedListSpec } from '@binome/schema/presentation';
import { FieldValue } from './field-kinds/field-value.tsx';
import { RecordLabels } from './record-labels.tsx';
import { useStaffSession } from '../session/staff-session.tsx';

type Row = Record<string, unknown> & { id: string };

/** How many rows a record page shows of each related list; the rest is one click away, in the full list. */
export const RELATED_ROWS = 5;

/**
 * The records of another resource tied to this one (a tutor's pairs, a session's reports): the first rows in a
 * compact table and a link to the whole list, filtered the same way. Shown only to people who may read that
 * resource; the server applies their rights to the rows as on any list.
 */
export function RelatedList({ list, record }: { list: RelatedListSpec; record: Record<string, unknown> }) {
  const { ability } = useStaffSession();
  const target = getResource(list.resource);
  const filters = relatedFilters(list, record);
  if (!filters || !ability.can('read', target.name)) return null;
  return <RelatedRows list={list} filters={filters} />;
}

function RelatedRows({ list, filters }: { list: RelatedListSpec; filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const target = getResource(list.resource);
  const sorters = list.sort ? [list.sort] : [];
  const { result, query } = useList<Row>({
    resource: target.apiName,
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize: RELATED_ROWS, mode: 'server' },
    // A refusal or a failure leaves the list empty; the record page itself stays usable.
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const total = result.total ?? 0;
  const titleId = `related-${list.key}`;
  const fullList = `${screenPath(target, 'list')}?${stringifyTableParams({ pagination: { currentPage: 1, pageSize: PAGE_SIZES[0] }, sorters, filters })}`;
  const columns = list.columns.map((path) => [path, fieldAt(target.entity.fields, path)!] as const);
  const rows = result.data ?? [];
  return (
    <section className="related-list" aria-labelledby={titleId}>
      <div className="related-list-header">
        <Typography.Title level={2} id={titleId} className="related-list-title">
          {t(list.titleKey)}
        </Typography.Title>
        {total > 0 && <Link to={fullList}>{t('presentation.seeAll', { count: total })}</Link>}
      </div>
      {/* A plain table: antd's would double what the record page downloads, for five rows without sorting or paging. */}
      <Spin spinning={query.isLoading}>
        {rows.length === 0 ? (
          <p className="muted">{query.isLoading ? '\u00a0' : t('presentation.relatedEmpty')}</p>
        ) : (
          <div className="related-table-scroll">
            <table className="related-table">
              <thead>
                <tr>
                  {columns.map(([path, field]) => (
                    <th key={path} scope="col">
                      {t(field.labelKey!)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.actionsColumn')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <RecordLabels record={row}>
                      {columns.map(([path, field]) => (
                        <td key={path}>
                          <FieldValue field={field} value={valueAt(row, path)} compact />
                        </td>
                      ))}
                    </RecordLabels>
                    <td className="related-table-open">
                      <ShowButton
                        hideText
                        size="small"
                        aria-label={t('buttons.show')}
                        resource={target.name}
                        recordItemId={row.id}
                        accessControl={{ enabled: true, hideIfUnauthorized: true }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Spin>
    </section>
  );
}
