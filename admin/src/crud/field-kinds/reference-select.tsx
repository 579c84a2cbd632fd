import { Select, type SelectProps } from 'antd';
import { useSelect } from '@refinedev/antd';
import { getResource } from '@binome/schema';

interface ReferenceSelectProps {
  /** Registry name of the referenced resource. */
  resource: string;
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * A searchable select of another resource's records: their title field as label, the server's search (`q`) as
 * the person types, and the current value's label fetched even when it is not on the first page.
 */
export function ReferenceSelect({ resource, multiple = false, value, onChange, id, ...aria }: ReferenceSelectProps) {
  const target = getResource(resource);
  // The BFF refuses `q` on a resource without searchable fields: those few records are loaded at once and
  // filtered here.
  const searchable = target.entity.searchable.length > 0;
  const { selectProps } = useSelect({
    resource: target.apiName,
    optionLabel: target.entity.titleField as never,
    optionValue: 'id' as never,
    ...(searchable && { onSearch: (search: string) => [{ field: 'q', operator: 'eq' as const, value: search || undefined }] }),
    pagination: { pageSize: searchable ? 20 : 100, mode: 'server' },
    ...(value !== undefined && value !== null && { defaultValue: value as string | string[] }),
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return (
    <Select
      // Refine types the options by record; the select holds ids.
      {...(selectProps as SelectProps)}
      id={id}
      aria-label={aria['aria-label']}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      {...(!searchable && { filterOption: true, optionFilterProp: 'label', onSearch: undefined })}
      value={value as string | string[] | undefined}
      onChange={(next) => onChange?.(next)}
      style={{ minWidth: 200 }}
    />
  );
}
