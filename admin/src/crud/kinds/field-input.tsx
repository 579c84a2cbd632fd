import { Button, Card, DatePicker, Form, Input, InputNumber, Rate, Select, Switch, TimePicker, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, TIME_FORMAT, type Field } from '@binome/schema';
import { widgetFor, type WidgetSpec } from './widget.ts';
import { formItemValueProps } from './form-values.ts';
import { fileName } from './display.ts';
import { ReferenceSelect } from './reference-select.tsx';
import { AvailabilityEditor } from './availability-editor.tsx';

/** A form item's name: the field's path from the record root, or from the current item inside a list. */
export type FieldName = (string | number)[];

export interface FieldInputProps {
  field: Field;
  /** Where the value lives in the form; the field's own path when left out. */
  name?: FieldName;
  /**
   * For an availability: show Saturday and Sunday. When left out, the sibling `weekendAvailability` switch of the
   * same section decides (the schema's weekend rule reads the same pair).
   */
  weekend?: boolean;
}

/**
 * One field of a create or edit form, from its descriptor: its label, its required mark and the control of its
 * kind; a nested object as a titled section, a list of objects or of plain values as a group repeated per item.
 * Server-managed fields draw nothing. Checks come from the schema's rules, run by the form on submit.
 */
export function FieldInput({ field, name, weekend }: FieldInputProps) {
  const spec = widgetFor(field);
  if (!spec) return null;
  return <WidgetInput spec={spec} labelKey={field.labelKey ?? field.path ?? ''} name={name ?? (field.path ?? '').split('.')} weekend={weekend} />;
}

interface WidgetInputProps {
  spec: WidgetSpec;
  labelKey: string;
  name: FieldName;
  weekend?: boolean | undefined;
  /** An item of a list of plain values: its label is the list's, given to the control for screen readers only. */
  itemLabel?: string;
}

function WidgetInput({ spec, labelKey, name, weekend, itemLabel }: WidgetInputProps) {
  const { t } = useTranslation();
  const label = t(labelKey);
  if (spec.type === 'section') {
    return (
      <Card size="small" title={label} style={{ marginBottom: 16 }}>
        {spec.fields.map((entry) => (
          <WidgetInput key={entry.name} spec={entry.widget} labelKey={entry.field.labelKey ?? entry.name} name={[...name, entry.name]} weekend={weekend} />
        ))}
      </Card>
    );
  }
  if (spec.type === 'repeatable') return <RepeatableInput spec={spec} labelKey={labelKey} name={name} />;
  if (spec.type === 'availability') return <AvailabilityItem spec={spec} label={label} name={name} weekend={weekend} />;
  return (
    <Form.Item name={name} label={itemLabel ? undefined : label} required={spec.required} {...formItemValueProps(spec)}>
      <Control spec={spec} ariaLabel={itemLabel} />
    </Form.Item>
  );
}

/** The availability grid, with the weekend columns when the form says so. */
function AvailabilityItem({ spec, label, name, weekend }: { spec: WidgetSpec; label: string; name: FieldName; weekend?: boolean | undefined }) {
  const form = Form.useFormInstance();
  const sibling = Form.useWatch([...name.slice(0, -1), 'weekendAvailability'], form) as unknown;
  return (
    <Form.Item name={name} label={label} required={spec.required}>
      <AvailabilityEditor weekend={weekend ?? sibling === true} aria-label={label} />
    </Form.Item>
  );
}

/** A list: each item drawn with the item's widget, a button to add one (up to the list's maximum) and to remove one. */
function RepeatableInput({ spec, labelKey, name }: { spec: Extract<WidgetSpec, { type: 'repeatable' }>; labelKey: string; name: FieldName }) {
  const { t } = useTranslation();
  const label = t(labelKey);
  const item = spec.of;
  return (
    <Form.List name={name}>
      {(entries, { add, remove }) => (
        <Card size="small" title={label} style={{ marginBottom: 16 }}>
          {entries.length === 0 && <Typography.Paragraph type="secondary">{t('staff.forms.sectionEmpty')}</Typography.Paragraph>}
          {entries.map((entry, index) => (
            <div key={entry.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                {item.type === 'section' ? (
                  item.fields.map((child) => (
                    <WidgetInput key={child.name} spec={child.widget} labelKey={child.field.labelKey ?? child.name} name={[entry.name, child.name]} />
                  ))
                ) : (
                  <WidgetInput spec={item} labelKey={labelKey} name={[entry.name]} itemLabel={`${label} ${index + 1}`} />
                )}
              </div>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={`${t('staff.forms.removeItem')} (${index + 1})`} onClick={() => remove(entry.name)} />
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={entries.length >= spec.maxCount} onClick={() => add()}>
            {t('staff.forms.addItem')}
          </Button>
        </Card>
      )}
    </Form.List>
  );
}

/**
 * The antd control of a widget. The Form.Item around it hands its direct child the value, the change handler
 * and the id that ties it to its label: they arrive here in `bound` and go on to the real control.
 */
function Control({ spec, ariaLabel, ...bound }: { spec: WidgetSpec; ariaLabel?: string | undefined } & Record<string, unknown>) {
  const { t } = useTranslation();
  const named = ariaLabel ? { 'aria-label': ariaLabel } : {};
  switch (spec.type) {
    case 'input':
      return <Input {...bound} {...named} maxLength={spec.maxLength} />;
    case 'textarea':
      return <Input.TextArea {...bound} {...named} maxLength={spec.maxLength} showCount autoSize={{ minRows: 3, maxRows: 12 }} />;
    case 'email':
      return <Input {...bound} {...named} type="email" inputMode="email" autoComplete="off" />;
    case 'phone':
      return <Input {...bound} {...named} type="tel" inputMode="tel" autoComplete="off" />;
    case 'zipCode':
      return <Input {...bound} {...named} inputMode="numeric" maxLength={10} />;
    case 'url':
      return <Input {...bound} {...named} type="url" inputMode="url" placeholder="https://" />;
    case 'date':
      return <DatePicker {...bound} {...named} format={DATE_FORMAT} style={{ width: '100%' }} />;
    case 'dateTime':
      return <DatePicker {...bound} {...named} showTime={{ format: TIME_FORMAT, minuteStep: 5 }} format={`${DATE_FORMAT} ${TIME_FORMAT}`} style={{ width: '100%' }} />;
    case 'time':
      // The availability grid's step: times of the product fall on the half hour.
      return <TimePicker {...bound} {...named} format={TIME_FORMAT} minuteStep={30} needConfirm={false} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...bound} {...named} />;
    case 'rate':
      return <Rate {...bound} {...named} count={spec.count} />;
    case 'number':
      return <InputNumber {...bound} {...named} min={spec.min} max={spec.max} precision={spec.integer ? 0 : undefined} style={{ width: '100%' }} />;
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...bound}
          {...named}
          allowClear
          showSearch
          optionFilterProp="label"
          mode={spec.type === 'multiSelect' ? 'multiple' : undefined}
          maxCount={spec.type === 'multiSelect' ? spec.maxCount : undefined}
          options={spec.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
    case 'referenceSelect':
    case 'referenceMultiSelect':
      return (
        <ReferenceSelect
          {...bound}
          {...named}
          resource={spec.resource}
          multiple={spec.type === 'referenceMultiSelect'}
          {...(spec.type === 'referenceMultiSelect' && { maxCount: spec.maxCount })}
        />
      );
    case 'file':
      // Files are sent through their own upload flow; the form shows which one the record holds.
      return <Typography.Text id={bound['id'] as string | undefined}>{fileName(bound['value']) ?? t('staff.noValue')}</Typography.Text>;
    case 'availability':
      return <AvailabilityEditor {...bound} {...named} />;
    case 'section':
    case 'repeatable':
      return null;
  }
}
