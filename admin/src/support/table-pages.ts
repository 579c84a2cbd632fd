import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The pages of a support screen's table (history search, security log): the page and its size, kept here so the
 * screen can ask the server for that page, and the table's pagination (sizes to choose, the total, a new size
 * back to the first page). `setPage(1)` is for the screen's filters.
 */
export function useTablePages(sizes: readonly number[]) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(sizes[0]!);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes.map(String),
    showTotal: (count) => t('staffSupport.search.total', { count }),
    locale: { items_per_page: t('list.perPage') },
    onChange: (nextPage, nextSize) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  });
  return { page, pageSize, setPage, pagination };
}
