import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, type Field } from '@binome/schema';
import { filterFor, type NumberRangeValue } from './filter.ts';
import { dateRangeFromPicker, dateRangeToPicker } from './form-values.ts';
import { ReferenceSelect } from './reference-select.tsx';

export interface FilterInputProps {
  field: Field;
  /** Given by the Form.Item around it: the filter form's value for this field (see `FilterValues`). */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

const ALL = 'all';

/**
 * The control of a list filter, by its field's kind; it holds the values `toCrudFilters` reads: a text, chosen
 * values, calendar days, a number range, or true / false (left out for "all").
 */
export function FilterInput({ field, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation();
  const spec = filterFor(field);
  if (!spec) return null;
  const label = t(field.labelKey ?? field.path ?? '');
  switch (spec.type) {
    case 'text':
      return <Input id={id} allowClear value={typeof value === 'string' ? value : undefined} onChange={(event) => onChange?.(event.target.value)} />;
    case 'select':
      return (
        <Select
          id={id}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          maxTagCount="responsive"
          placeholder={t('list.all')}
          style={{ minWidth: 180 }}
          value={Array.isArray(value) ? (value as (string | number)[]) : undefined}
          onChange={(chosen: (string | number)[]) => onChange?.(chosen.length > 0 ? chosen : undefined)}
          options={spec.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
    case 'referenceSelect':
      return (
        <ReferenceSelect
          id={id}
          resource={spec.resource}
          multiple
          placeholder={t('list.all')}
          value={value}
          onChange={(chosen) => onChange?.(Array.isArray(chosen) && chosen.length > 0 ? chosen : undefined)}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          id={id}
          format={DATE_FORMAT}
          allowEmpty={[true, true]}
          value={dateRangeToPicker(value) ?? null}
          onChange={(range) => onChange?.(dateRangeFromPicker(range))}
        />
      );
    case 'numberRange': {
      const range = (value ?? {}) as NumberRangeValue;
      const bound = (key: 'min' | 'max', number: number | null) => {
        const next = { ...range, [key]: number };
        onChange?.((next.min ?? null) === null && (next.max ?? null) === null ? undefined : next);
      };
      const common = { min: spec.min, max: spec.max, precision: spec.integer ? 0 : undefined, style: { width: 96 } };
      return (
        <Space.Compact id={id}>
          <InputNumber<number> {...common} aria-label={`${label} ≥`} placeholder="≥" value={range.min ?? null} onChange={(number) => bound('min', number)} />
          <InputNumber<number> {...common} aria-label={`${label} ≤`} placeholder="≤" value={range.max ?? null} onChange={(number) => bound('max', number)} />
        </Space.Compact>
      );
    }
    case 'boolean':
      return (
        <Select
          id={id}
          style={{ minWidth: 120 }}
          value={value === true ? 'true' : value === false ? 'false' : ALL}
          onChange={(choice: string) => onChange?.(choice === 'true' ? true : choice === 'false' ? false : undefined)}
          options={[
            { value: ALL, label: t('list.all') },
            { value: 'true', label: t('values.yes') },
            { value: 'false', label: t('values.no') },
          ]}
        />
      );
  }
}
