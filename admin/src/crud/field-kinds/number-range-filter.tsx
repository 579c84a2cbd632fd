import { InputNumber, Space } from 'antd';

interface NumberRangeFilterProps {
  id?: string | undefined;
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** A number range filter (min, max): antd's number input, loaded only by lists that filter on a number. */
export default function NumberRangeFilter({ id, label, value, onChange }: NumberRangeFilterProps) {
  const range = (value ?? {}) as { min?: number | null; max?: number | null };
  return (
    <Space.Compact id={id}>
      <InputNumber aria-label={`${label} min`} placeholder="min" value={range.min ?? null} onChange={(min) => onChange?.({ ...range, min })} />
      <InputNumber aria-label={`${label} max`} placeholder="max" value={range.max ?? null} onChange={(max) => onChange?.({ ...range, max })} />
    </Space.Compact>
  );
}
