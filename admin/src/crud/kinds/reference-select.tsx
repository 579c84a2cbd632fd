import { useCallback } from 'react';
import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { recordTitle } from './display.ts';
import { isReferenceId, isSearchable, REFERENCE_PAGE_SIZE, REFERENCE_STALE_TIME, referencedResource, referenceSearchFilters } from './references.ts';

export interface ReferenceSelectProps {
  /** Registry name of the referenced resource (`departments`, `sectors`, ...). */
  resource: string;
  multiple?: boolean;
  maxCount?: number;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  placeholder?: string;
  /** What the Form.Item around it adds for screen readers (required, invalid, described by its error). */
  'aria-label'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

function chosenIds(value: unknown): (string | number)[] {
  return (Array.isArray(value) ? value : [value]).filter(isReferenceId);
}

/**
 * A select of another resource's records: each labelled by its title field, searched by the server (`q`) as the
 * person types, and the chosen ones labelled even when they are not on the first page (Refine fetches them by
 * id). A resource the server cannot search loads a larger first page and is filtered here.
 */
export function ReferenceSelect({ resource, multiple = false, maxCount, value, onChange, id, placeholder, ...aria }: ReferenceSelectProps) {
  const { t, i18n } = useTranslation();
  const target = referencedResource(resource);
  const searchable = target !== undefined && isSearchable(target);
  const optionLabel = useCallback(
    (record: BaseRecord) => (target ? recordTitle(target.entity, record, { t, language: i18n.language }) : String(record.id ?? '')),
    [target, t, i18n.language],
  );
  const { selectProps } = useSelect<BaseRecord>({
    resource,
    optionLabel,
    optionValue: (record) => String(record.id ?? ''),
    ...(searchable && { onSearch: referenceSearchFilters }),
    pagination: { mode: 'server', pageSize: searchable ? REFERENCE_PAGE_SIZE.searchable : REFERENCE_PAGE_SIZE.notSearchable },
    defaultValue: chosenIds(value),
    queryOptions: { staleTime: REFERENCE_STALE_TIME },
  });
  return (
    <Select
      options={selectProps.options}
      loading={selectProps.loading}
      // Without a server search, Refine's own would send a `title_like` the BFF does not know.
      {...(searchable ? { onSearch: selectProps.onSearch, filterOption: false } : { optionFilterProp: 'label' })}
      showSearch
      allowClear
      id={id}
      {...aria}
      placeholder={placeholder}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? maxCount : undefined}
      value={(value ?? undefined) as string | string[] | undefined}
      onChange={(next: unknown) => onChange?.(next ?? undefined)}
      style={{ width: '100%', minWidth: 180 }}
    />
  );
}
