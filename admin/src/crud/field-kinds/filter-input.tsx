import { lazy, Suspense } from 'react';
import { InputNumber, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '@binome/schema';
import { filterFor } from './filter.ts';
import { ReferenceSelect } from './reference-select.tsx';

// The date pickers weigh about 20 KB (gzip): only lists with a date filter load them.
const DateRangeFilter = lazy(() => import('./date-range-filter.tsx'));

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
        <Suspense fallback={<Input disabled />}>
          <DateRangeFilter id={id} value={value} {...(onChange && { onChange })} />
        </Suspense>
      );
    case 'numberRange': {
      const range = (value ?? {}) as { min?: number | null; max?: number | null };
      return (
        <Space.Compact id={id}>
          <InputNumber aria-label={`${label} min`} placeholder="min" value={range.min ?? null} onChange={(min) => onChange?.({ ...range, min })} />
          <InputNumber aria-label={`${label} max`} placeholder="max" value={range.max ?? null} onChange={(max) => onChange?.({ ...range, max })} />
        </Space.Compact>
      );
    }
  }
}
