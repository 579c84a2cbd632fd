import { DatePicker } from 'antd';

/** The date range of a list filter; its own chunk, loaded only by lists that filter on a date. */
export default function DateRangeFilter({ id, value, onChange }: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return <DatePicker.RangePicker id={id} format="DD/MM/YYYY" allowEmpty={[true, true]} value={value as never} onChange={(range) => onChange?.(range ?? undefined)} />;
}
