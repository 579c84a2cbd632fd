import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Whatever a range holds (dayjs values, or dates as text from a shared address) as the picker's dayjs values. */
function asRange(value: unknown): [Dayjs | null, Dayjs | null] | undefined {
  const bound = (item: unknown) => (dayjs.isDayjs(item) ? item : typeof item === 'string' && dayjs(item).isValid() ? dayjs(item) : null);
  if (Array.isArray(value)) return [bound(value[0]), bound(value[1])];
  return typeof value === 'string' ? [bound(value), null] : undefined;
}

/** The date range of a list filter; its own chunk, loaded only by lists that filter on a date. */
export default function DateRangeFilter({ id, value, onChange }: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return (
    <DatePicker.RangePicker
      id={id}
      format="DD/MM/YYYY"
      allowEmpty={[true, true]}
      value={asRange(value) as never}
      onChange={(range) => onChange?.(range ?? undefined)}
    />
  );
}
