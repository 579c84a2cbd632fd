import { useState, type Ref } from 'react';
import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useSelect } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { getResource } from '@binome/schema';
import { useStaffSession } from '../../session/staff-session.tsx';

interface ReferenceSelectProps {
  /** Registry name of the referenced resource. */
  resource: string;
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** The form item's aria attributes (its error's `aria-describedby`, `aria-invalid`), or a filter's name. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  placeholder?: string;
  ref?: Ref<RefSelectProps>;
}

/** A record as list answers give it: with the label the server composed and its second line. */
interface Labelled {
  id: string;
  _label?: string | null;
  _detail?: string;
}

/**
 * A searchable select of another resource's records, named as the server names them (`_label`: a full name, a
 * session's date and participants) with their second line (`_detail`: program and level, an e-mail) to tell
 * namesakes apart; the server's search (`q`) as the person types, and the current value's label fetched even when
 * it is not on the first page. The options are fetched when the select is first opened, so that a list's filters
 * cost no request until someone uses them.
 */
export function ReferenceSelect({ resource, multiple = false, value, onChange, id, placeholder, ref, ...aria }: ReferenceSelectProps) {
  const { t } = useTranslation();
  const target = getResource(resource);
  // The BFF refuses `q` on a resource without searchable fields: those few records are loaded at once and
  // filtered here.
  const searchable = target.entity.searchable.length > 0;
  const [opened, setOpened] = useState(false);
  // A reader the rules give no right to read the referenced records (a recruiter and the sectors): the server would
  // refuse the options and the current value's labels (403), and the screen would say so in an error. Nothing is
  // asked; the select is shown disabled, its value named "not accessible", never by its raw id.
  const { ability } = useStaffSession();
  const readable = ability.can('read', target.name);
  const { selectProps, query, defaultValueQuery } = useSelect<Labelled>({
    resource: target.apiName,
    optionLabel: (record) => record._label ?? t('staff.notAccessible'),
    optionValue: 'id' as never,
    ...(searchable && { onSearch: (search: string) => [{ field: 'q', operator: 'eq' as const, value: search || undefined }] }),
    pagination: { pageSize: searchable ? 20 : 100, mode: 'server' },
    ...(value !== undefined && value !== null && { defaultValue: value as string | string[] }),
    queryOptions: { staleTime: 5 * 60_000, enabled: opened && readable },
    // Refine falls back on `queryOptions` for the current value's labels: without its own options, an edit form
    // showed the raw ids of its references until the select was opened.
    defaultValueQueryOptions: { staleTime: 5 * 60_000, enabled: readable },
  });
  if (!readable) {
    const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
    return (
      <Select
        ref={ref}
        id={id}
        {...aria}
        disabled
        placeholder={placeholder}
        mode={multiple ? 'multiple' : undefined}
        options={chosen.map((entry) => ({ value: entry, label: t('staff.notAccessible') }))}
        value={value as string | string[] | undefined}
        style={{ minWidth: 200 }}
      />
    );
  }
  const details = new Map<string, string>();
  for (const record of [...(query.data?.data ?? []), ...(defaultValueQuery.data?.data ?? [])]) if (record._detail) details.set(record.id, record._detail);
  return (
    <Select
      // Refine types the options by record; the select holds ids.
      {...(selectProps as SelectProps)}
      ref={ref}
      id={id}
      {...aria}
      placeholder={placeholder}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      {...(!searchable && { filterOption: true, optionFilterProp: 'label', onSearch: undefined })}
      onOpenChange={(open) => open && setOpened(true)}
      onFocus={() => setOpened(true)}
      // In the list, the second line; once chosen, the name alone.
      optionRender={(option) => {
        const detail = details.get(String(option.value));
        return (
          <div className="reference-option">
            <div>{option.label}</div>
            {/* A plain line in a dark grey that keeps a 7:1 contrast (antd's Typography would double this chunk). */}
            {detail && <div style={{ fontSize: 12, color: '#595959' }}>{detail}</div>}
          </div>
        );
      }}
      value={value as string | string[] | undefined}
      onChange={(next) => onChange?.(next)}
      style={{ minWidth: 200 }}
    />
  );
}
