import { Button, Card, DatePicker, Form, Input, InputNumber, Rate, Select, Space, Switch, TimePicker } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Field } from '@binome/schema';
import { widgetFor, type WidgetSpec } from './widget.ts';
import { dateTimeValue, dateValue, timeValue } from './form-values.ts';
import { ReferenceSelect } from './reference-select.tsx';
import { AvailabilityEditor } from './availability-editor.tsx';
import { useComboboxRequired } from './combobox-required.ts';

type Name = (string | number)[];

const SELECT_KINDS = new Set<WidgetSpec['type']>(['select', 'multiSelect', 'referenceSelect', 'referenceMultiSelect', 'tags']);

/**
 * The antd control of a widget. The Form.Item around it hands its value, change handler and id to its direct
 * child, which is this component: they are passed on to the real control (`bound`), or the field would be
 * neither filled nor labelled.
 */
function Control({
  spec,
  label,
  fieldName,
  'aria-required': required,
  ...bound
}: { spec: WidgetSpec; label: string; fieldName: Name } & Record<string, unknown>) {
  const { t } = useTranslation();
  // Selects take `aria-required` on their input only (see the hook); every other control takes it as given.
  const selectRef = useComboboxRequired(required);
  if (!SELECT_KINDS.has(spec.type) && required !== undefined) bound['aria-required'] = required;
  switch (spec.type) {
    case 'input':
      return <Input {...bound} maxLength={spec.maxLength} />;
    case 'textarea':
      return <Input.TextArea {...bound} maxLength={spec.maxLength} autoSize={{ minRows: 3, maxRows: 10 }} />;
    case 'email':
      return <Input {...bound} type="email" autoComplete="off" inputMode="email" />;
    case 'phone':
      return <Input {...bound} type="tel" inputMode="tel" />;
    case 'zipCode':
      return <Input {...bound} inputMode="numeric" maxLength={10} />;
    case 'url':
      return <Input {...bound} type="url" />;
    case 'date':
      return <DatePicker {...bound} format="DD/MM/YYYY" style={{ width: '100%' }} />;
    case 'dateTime':
      return <DatePicker {...bound} showTime={{ format: 'HH:mm', minuteStep: 5 }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...bound} format="HH:mm" minuteStep={30} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...bound} />;
    case 'rate':
      return <Rate {...bound} />;
    case 'number':
      return <InputNumber {...bound} min={spec.min} max={spec.max} precision={spec.integer ? 0 : undefined} style={{ width: '100%' }} />;
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...bound}
          ref={selectRef}
          allowClear
          showSearch
          optionFilterProp="label"
          mode={spec.type === 'multiSelect' ? 'multiple' : undefined}
          options={spec.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
    case 'referenceSelect':
    case 'referenceMultiSelect':
      // Named by its label alone: the label's required mark ('*', drawn before it) would otherwise be read with it.
      return <ReferenceSelect {...bound} ref={selectRef} resource={spec.resource} multiple={spec.type === 'referenceMultiSelect'} aria-label={label} />;
    case 'tags':
      return <Select {...bound} ref={selectRef} mode="tags" maxCount={spec.maxItems} tokenSeparators={[',']} open={false} />;
    case 'availability':
      return <WeekAvailability {...bound} fieldName={fieldName} />;
    case 'file':
      // Uploads come with the documents issue; the stored reference is shown on the record's page.
      return <Input {...bound} disabled />;
    case 'section':
    case 'repeatable':
      return null;
  }
}

/**
 * The availability grid shows the weekend only when the `weekendAvailability` switch beside it is on (the same
 * pair the schema's weekend rule checks).
 */
function WeekAvailability({ fieldName, ...props }: { fieldName: Name } & Record<string, unknown>) {
  const form = Form.useFormInstance();
  const weekend = Form.useWatch([...fieldName.slice(0, -1), 'weekendAvailability'], form) === true;
  return <AvailabilityEditor {...props} weekend={weekend} />;
}

/** Form.Item props converting between stored strings and antd's dayjs pickers. */
function valueProps(spec: WidgetSpec) {
  const converter = spec.type === 'date' ? dateValue : spec.type === 'dateTime' ? dateTimeValue : spec.type === 'time' ? timeValue : undefined;
  if (converter) return { getValueProps: (value: unknown) => ({ value: converter.toPicker(value) }), normalize: converter.fromPicker };
  if (spec.type === 'switch') return { valuePropName: 'checked' };
  return {};
}

/**
 * One field of a form, from its descriptor: label, required mark, the control of its kind; a nested object as a
 * titled section, a list of objects as a group repeated per item with add and remove buttons. Errors come from
 * the schema's rules (set by the form on submit) and from the server; a list's own (at least one VSC) shows under
 * its group. `required`: the form's word when a record rule requires the field, beyond its descriptor.
 */
export function FieldInput({
  field,
  name,
  required = field.required,
  path = field.path,
  hidden,
  allowed,
}: {
  field: Field;
  name: Name;
  required?: boolean | undefined;
  /** The field's dotted path in the descriptor, list items included without index (`tutors.absence`). */
  path?: string | undefined;
  /** Parts of a list's items the form leaves out (attendance on a new session). */
  hidden?: ((path: string) => boolean) | undefined;
  /** The choices of a select the person may make (the programs within their reach); all when unset. */
  allowed?: ((value: string | number) => boolean) | undefined;
}) {
  const { t } = useTranslation();
  const kind = widgetFor(field);
  if (!kind) return null;
  const spec =
    allowed && (kind.type === 'select' || kind.type === 'multiSelect') ? { ...kind, options: kind.options.filter((option) => allowed(option.value)) } : kind;
  const label = t(field.labelKey!);

  if (spec.type === 'section') {
    return (
      <Card size="small" title={label} style={{ marginBottom: 16 }}>
        {Object.entries(spec.fields).map(([child, childField]) => (
          <FieldInput key={child} field={childField} name={[...name, child]} />
        ))}
      </Card>
    );
  }

  if (spec.type === 'repeatable') {
    const item = spec.of;
    const id = `list-${name.join('-')}`;
    return (
      <Form.List name={name}>
        {(items, { add, remove }, { errors }) => (
          <Card
            size="small"
            title={<ListTitle id={`${id}-title`} label={label} required={required} />}
            role="group"
            aria-labelledby={`${id}-title`}
            aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
            className={errors.length > 0 ? 'form-list form-list-has-error' : 'form-list'}
            style={{ marginBottom: 16 }}
          >
            {items.length === 0 && <p className="muted">{t('staff.forms.sectionEmpty')}</p>}
            {items.map((entry) => (
              <Space key={entry.key} align="start" style={{ display: 'flex' }} wrap>
                {item.kind === 'object' ? (
                  Object.entries(item.fields)
                    .filter(([child]) => !hidden?.(`${path}.${child}`))
                    .map(([child, childField]) => <FieldInput key={child} field={childField} name={[entry.name, child]} />)
                ) : (
                  <FieldInput field={{ ...item, labelKey: field.labelKey! }} name={[entry.name]} />
                )}
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('staff.forms.removeItem')} onClick={() => remove(entry.name)} />
              </Space>
            ))}
            <Button type="dashed" danger={errors.length > 0} icon={<PlusOutlined />} onClick={() => add()}>
              {t('staff.forms.addItem')}
            </Button>
            <div id={`${id}-errors`} className="form-list-errors">
              <Form.ErrorList errors={errors} />
            </div>
          </Card>
        )}
      </Form.List>
    );
  }

  return (
    <Form.Item name={name} label={label} required={required} {...valueProps(spec)}>
      <Control spec={spec} label={label} fieldName={name} />
    </Form.Item>
  );
}

/** A list's title with the same required mark as antd's labels (`*` before the words). */
function ListTitle({ id, label, required }: { id: string; label: string; required: boolean | undefined }) {
  return (
    <span id={id} className={required ? 'form-list-title form-list-title-required' : 'form-list-title'}>
      {label}
    </span>
  );
}
