import dayjs, { type Dayjs } from 'dayjs';
import { isRealDate, TIME_PATTERN } from '@binome/schema';
import type { WidgetSpec } from './widget.ts';

/**
 * Records keep a date as 'YYYY-MM-DD', an instant as an ISO string and a time as 'HH:mm'; antd's pickers want
 * dayjs values. A form item converts at its edge (`getValueProps` on the way in, `normalize` on the way out), so
 * the form's values stay what the schema checks and the API stores.
 */

export interface ValueProps {
  getValueProps: (value: unknown) => { value: Dayjs | undefined };
  normalize: (value: unknown) => string | undefined;
}

const picked = (value: unknown): Dayjs | undefined => (dayjs.isDayjs(value) && value.isValid() ? value : undefined);

/** A calendar date: the day picked is the day stored, whatever the viewer's zone. */
export const dateValueProps: ValueProps = {
  getValueProps: (value) => ({ value: typeof value === 'string' && isRealDate(value) ? dayjs(value) : undefined }),
  normalize: (value) => picked(value)?.format('YYYY-MM-DD'),
};

/** An instant: picked in the viewer's zone, stored as UTC ISO to the minute (the pickers show no seconds). */
export const dateTimeValueProps: ValueProps = {
  getValueProps: (value) => {
    const moment = typeof value === 'string' && value !== '' ? dayjs(value) : undefined;
    return { value: moment?.isValid() ? moment : undefined };
  },
  normalize: (value) => picked(value)?.second(0).millisecond(0).toISOString(),
};

/** A time of day: stored as the picker shows it, 'HH:mm'. */
export const timeValueProps: ValueProps = {
  getValueProps: (value) => ({ value: typeof value === 'string' && TIME_PATTERN.test(value) ? dayjs(`2000-01-01T${value}`) : undefined }),
  normalize: (value) => picked(value)?.format('HH:mm'),
};

/** The Form.Item props a widget needs: the converters of the pickers, `checked` for a switch. */
export function formItemValueProps(spec: WidgetSpec): Partial<ValueProps> & { valuePropName?: string } {
  switch (spec.type) {
    case 'date':
      return dateValueProps;
    case 'dateTime':
      return dateTimeValueProps;
    case 'time':
      return timeValueProps;
    case 'switch':
      return { valuePropName: 'checked' };
    default:
      return {};
  }
}

/** A list filter's date range as a RangePicker wants it; none when both ends are open. */
export function dateRangeToPicker(value: unknown): [Dayjs | null, Dayjs | null] | undefined {
  if (!Array.isArray(value)) return undefined;
  const [from, to] = value.map((day: unknown) => (typeof day === 'string' && isRealDate(day) ? dayjs(day) : null));
  return from || to ? [from ?? null, to ?? null] : undefined;
}

/** A RangePicker's days as the filter form keeps them ('YYYY-MM-DD' or open); none when both ends are open. */
export function dateRangeFromPicker(range: readonly (Dayjs | null | undefined)[] | null | undefined): [string | null, string | null] | undefined {
  const [from, to] = (range ?? []).map((day) => picked(day)?.format('YYYY-MM-DD') ?? null);
  return from || to ? [from ?? null, to ?? null] : undefined;
}
