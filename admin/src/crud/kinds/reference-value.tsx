import { useOne, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { fieldAt } from '@binome/schema';
import { recordTitle, valueAtPath } from './display.ts';
import { isReferenceId, REFERENCE_STALE_TIME, referencedResource } from './references.ts';

/**
 * The title of a referenced record, for a table cell or a record's page. Each cell asks for one record; the
 * query cache shares the answer between all the rows that point to it and keeps it five minutes. A record that
 * cannot be read (deleted, or not this person's to see) shows its id, quietly: a table must not raise one error
 * notice per row.
 */
export function ReferenceValue({ resource, id }: { resource: string; id: unknown }) {
  const { t, i18n } = useTranslation();
  const target = referencedResource(resource);
  const known = target !== undefined && isReferenceId(id);
  const { result, query } = useOne<BaseRecord>({
    resource,
    id: known ? id : undefined,
    queryOptions: { enabled: known, staleTime: REFERENCE_STALE_TIME, retry: false },
    errorNotification: false,
  });
  const fallback = isReferenceId(id) ? String(id) : '';
  if (!known) return <>{fallback}</>;
  if (query.isLoading) return <span aria-busy="true">…</span>;
  if (!result) return <>{fallback}</>;
  // A record titled by another reference (a pair by its tutor) is named by that one.
  const titleField = fieldAt(target.entity.fields, target.entity.titleField);
  if (titleField?.kind === 'reference') return <ReferenceValue resource={titleField.resource} id={valueAtPath(result, target.entity.titleField)} />;
  return <>{recordTitle(target.entity, result, { t, language: i18n.language }) || fallback}</>;
}
