import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { f, isRealDate } from '@binome/schema';
import {
  dateRangeFromPicker,
  dateRangeToPicker,
  dateTimeValueProps,
  dateValueProps,
  formItemValueProps,
  timeValueProps,
} from '../../src/crud/kinds/form-values.ts';
import { widgetFor } from '../../src/crud/kinds/widget.ts';

describe('record values ↔ antd pickers', () => {
  it('a date: the record keeps YYYY-MM-DD, the picker gets that day', () => {
    const picked = dateValueProps.getValueProps('2026-11-20').value;
    expect(picked?.format('DD/MM/YYYY')).toBe('20/11/2026');
    expect(dateValueProps.normalize(picked)).toBe('2026-11-20');
    expect(dateValueProps.normalize(dayjs('2026-02-28T23:30:00'))).toBe('2026-02-28');
  });

  it('a date-time: the record keeps the instant as ISO, to the minute', () => {
    const iso = '2026-11-20T09:30:00.000Z';
    const picked = dateTimeValueProps.getValueProps(iso).value;
    expect(picked?.valueOf()).toBe(Date.parse(iso));
    expect(dateTimeValueProps.normalize(picked)).toBe(iso);
    expect(dateTimeValueProps.normalize(dayjs('2026-11-20T09:30:42.123Z'))).toBe(iso);
    expect(dateTimeValueProps.getValueProps('2026-11-20T10:30:00+01:00').value?.toISOString()).toBe(iso);
  });

  it('a time: HH:mm both ways', () => {
    const picked = timeValueProps.getValueProps('08:30').value;
    expect(picked?.format('HH:mm')).toBe('08:30');
    expect(timeValueProps.normalize(picked)).toBe('08:30');
  });

  it('an empty or invalid value: an empty picker, and a cleared picker: no value', () => {
    for (const props of [dateValueProps, dateTimeValueProps, timeValueProps]) {
      for (const value of [undefined, null, '', 'nonsense', 42]) expect(props.getValueProps(value).value).toBeUndefined();
      expect(props.normalize(null)).toBeUndefined();
      expect(props.normalize(undefined)).toBeUndefined();
    }
    expect(dateValueProps.getValueProps('2026-02-30').value).toBeUndefined();
  });

  it('the form item props of each widget', () => {
    expect(formItemValueProps(widgetFor(f.date())!)).toBe(dateValueProps);
    expect(formItemValueProps(widgetFor(f.dateTime())!)).toBe(dateTimeValueProps);
    expect(formItemValueProps(widgetFor(f.time())!)).toBe(timeValueProps);
    expect(formItemValueProps(widgetFor(f.boolean())!)).toEqual({ valuePropName: 'checked' });
    expect(formItemValueProps(widgetFor(f.text())!)).toEqual({});
  });
});

describe('a filter date range ↔ the range picker', () => {
  it('keeps calendar days, either end open', () => {
    const picked = dateRangeToPicker(['2026-01-01', null]);
    expect(picked?.[0]?.format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(picked?.[1]).toBeNull();
    expect(dateRangeFromPicker(picked)).toEqual(['2026-01-01', null]);
    expect(dateRangeFromPicker([null, dayjs('2026-01-31')])).toEqual([null, '2026-01-31']);
  });
  it('has no value when both ends are open', () => {
    expect(dateRangeToPicker([null, null])).toBeUndefined();
    expect(dateRangeToPicker(undefined)).toBeUndefined();
    expect(dateRangeToPicker(['bad', 'worse'])).toBeUndefined();
    expect(dateRangeFromPicker(null)).toBeUndefined();
    expect(dateRangeFromPicker([null, null])).toBeUndefined();
  });
  it('answers days the schema accepts', () => {
    expect(dateRangeFromPicker([dayjs('2026-12-31'), dayjs('2027-01-01')])?.every((day) => day !== null && isRealDate(day))).toBe(true);
  });
});
