import { Select, type SelectProps } from 'antd';
import { useSelect } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { getResource } from '@binome/schema';

interface Labelled {
  id: string;
  _label?: string | null;
}

/**
 * The tutor or student the matching starts from, searched on the server. Unlike the lists' reference filters,
 * its options load at once: a person preselected from the address must show their name, never their id.
 */
export function PersonPicker({ resource, id, value, onChange }: { resource: string; id: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { t } = useTranslation();
  const { selectProps } = useSelect<Labelled>({
    resource: getResource(resource).apiName,
    optionLabel: (record) => record._label ?? t('staff.notAccessible'),
    optionValue: 'id' as never,
    onSearch: (search: string) => [{ field: 'q', operator: 'eq' as const, value: search || undefined }],
    pagination: { pageSize: 20, mode: 'server' },
    ...(value !== undefined && { defaultValue: value }),
  });
  return (
    <Select
      // Refine types the options by record; the select holds ids.
      {...(selectProps as SelectProps)}
      id={id}
      allowClear
      showSearch
      value={value}
      onChange={(next: unknown) => onChange(typeof next === 'string' && next !== '' ? next : undefined)}
      style={{ width: '100%', minWidth: 240 }}
    />
  );
}
