import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type Range = [Dayjs | null, Dayjs | null] | null;

/** The period filter; its own chunk, like the lists' date filters (the calendar is heavy). Wide enough for its placeholders
 * ('Année scolaire en cours' twice: at 320 px each was cut, walk C-10), never wider than a phone (where
 * the period it stands for is written under it). */
export default function PeriodPicker({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  value: Range;
  onChange: (range: Range) => void;
  placeholder: [string, string];
}) {
  return (
    <DatePicker.RangePicker
      id={id}
      format="DD/MM/YYYY"
      value={value}
      onChange={(range) => onChange(range && range[0] && range[1] ? range : null)}
      placeholder={placeholder}
      style={{ width: 'min(460px, calc(100vw - 150px))' }}
    />
  );
}
