import dayjs, { type Dayjs } from 'dayjs';

/**
 * Records keep dates as 'YYYY-MM-DD', instants as ISO strings and times as 'HH:mm'; antd's pickers want dayjs
 * values. These convert at the form item's edge (`getValueProps` in, `normalize` out), so the form's values stay
 * what the schema checks and the API stores.
 */
export const dateValue = {
  toPicker: (value: unknown): Dayjs | undefined => (typeof value === 'string' && value !== '' ? dayjs(value) : undefined),
  fromPicker: (value: Dayjs | null | undefined): string | undefined => (value ? value.format('YYYY-MM-DD') : undefined),
};

export const dateTimeValue = {
  toPicker: (value: unknown): Dayjs | undefined => (typeof value === 'string' && value !== '' ? dayjs(value) : undefined),
  fromPicker: (value: Dayjs | null | undefined): string | undefined => (value ? value.second(0).millisecond(0).toISOString() : undefined),
};

export const timeValue = {
  toPicker: (value: unknown): Dayjs | undefined =>
    typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? dayjs(`2000-01-01 ${value}`, 'YYYY-MM-DD HH:mm') : undefined,
  fromPicker: (value: Dayjs | null | undefined): string | undefined => (value ? value.format('HH:mm') : undefined),
};
