import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type Range = [Dayjs | null, Dayjs | null] | null;

/** The period filter; its own chunk, like the lists' date filters (the calendar is heavy). Wide enough for its placeholders. */
export default function PeriodPicker({ id, value, onChange, placeholder }: { id: string; value: Range; onChange: (range: Range) => void; placeholder: [string, string] }) {
  return <DatePicker.RangePicker id={id} format="DD/MM/YYYY" value={value} onChange={(range) => onChange(range && range[0] && range[1] ? range : null)} placeholder={placeholder} style={{ minWidth: 320 }} />;
}
