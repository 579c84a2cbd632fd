import { Suspense } from 'react';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '@binome/schema';
import { filterFor } from './filter.ts';
import { ReferenceSelect } from './reference-select.tsx';
import { DateRangeFilter, NumberRangeFilter } from './range-filter-chunks.ts';

interface FilterInputProps {
  field: Field;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The control of a list filter, as its field's kind says (text, choices, a referenced record, a range). */
export function FilterInput({ field, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation();
  const spec = filterFor(field);
  const label = t(field.labelKey!);
  if (!spec) return null;
  switch (spec.type) {
    case 'text':
      return <Input id={id} allowClear value={value as string | undefined} onChange={(event) => onChange?.(event.target.value)} />;
    case 'select':
      return (
        <Select
          id={id}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          style={{ minWidth: 180 }}
          placeholder={t('list.all')}
          value={value as (string | number)[] | undefined}
          onChange={onChange}
          options={spec.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
    case 'referenceSelect':
      return <ReferenceSelect id={id} resource={spec.resource} multiple value={value} {...(onChange && { onChange })} aria-label={label} />;
    case 'boolean':
      return (
        <Select
          id={id}
          allowClear
          style={{ minWidth: 120 }}
          placeholder={t('list.all')}
          value={value as string | undefined}
          onChange={onChange}
          options={[
            { value: 'true', label: t('values.yes') },
            { value: 'false', label: t('values.no') },
          ]}
        />
      );
    case 'dateRange':
      return (
        <Suspense fallback={<Input disabled id={id} aria-label={label} />}>
          <DateRangeFilter id={id} value={value} {...(onChange && { onChange })} />
        </Suspense>
      );
    case 'numberRange':
      return (
        <Suspense fallback={<Input disabled id={id} aria-label={label} />}>
          <NumberRangeFilter id={id} label={label} value={value} {...(onChange && { onChange })} />
        </Suspense>
      );
  }
}
