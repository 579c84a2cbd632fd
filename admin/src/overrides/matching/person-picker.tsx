import { Select, type SelectProps } from 'antd';
import { useSelect } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { getResource, type ReadRecord, type students } from '@binome/schema';

/** A tutor or a student as the list answers them; only a student's situation is read. */
type Labelled = Pick<ReadRecord<typeof students>, 'id' | 'studentPreferences'> & { _label?: string | null };

/** A student waits for a tutor in this situation (section 4): the ones the matching is for. */
const WAITING = 'awaiting-tutor';

/**
 * The tutor or student the matching starts from, searched on the server. Unlike the lists' reference filters,
 * its options load at once: a person preselected from the address must show their name, never their id. Students
 * can be narrowed to those waiting for a tutor (walk report C-3: 77 students listed, 8 with any candidate), and
 * each says where they stand.
 */
export function PersonPicker({
  resource,
  id,
  value,
  onChange,
  waitingOnly = false,
}: {
  resource: string;
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  waitingOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { selectProps } = useSelect<Labelled>({
    resource: getResource(resource).apiName,
    filters: waitingOnly ? [{ field: 'studentPreferences.situation', operator: 'eq', value: WAITING }] : [],
    optionLabel: (record) => {
      const name = record._label ?? t('staff.notAccessible');
      const situation = record.studentPreferences?.situation;
      return situation ? `${name} · ${t(`enums.studentSituation.${situation}`)}` : name;
    },
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
