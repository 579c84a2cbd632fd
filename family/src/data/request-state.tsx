import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { problemOf } from '../api/client.ts';
import { Loading } from '../components/loading.tsx';
import { Alert } from '../components/alert.tsx';

interface RequestStateProps<T> {
  query: UseQueryResult<T>;
  /** Is this answer "nothing yet"? Then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The three states every screen has besides its data: loading, failed (the catalogue's message and a retry, never
 * a blank page) and empty (what to do next rather than a bare table).
 */
export function RequestState<T>({ query, isEmpty, empty, children }: RequestStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Alert kind="error">
        <p>{t(problemOf(query.error).message)}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <div className="empty-state">{empty ?? <p className="muted">{t('list.empty')}</p>}</div>;
  return <>{children(query.data)}</>;
}
