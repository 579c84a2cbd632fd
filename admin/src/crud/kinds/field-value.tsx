import { Descriptions, Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, type Field } from '@binome/schema';
import { columnFor, type ColumnSpec } from './column.ts';
import {
  displayText,
  enumLabelKey,
  isBlank,
  LIST_CELL_ITEMS,
  mailtoHref,
  objectParts,
  safeHref,
  telHref,
  truncate,
  type DisplayContext,
} from './display.ts';
import { ReferenceValue } from './reference-value.tsx';

export interface FieldValueProps {
  field: Field;
  value: unknown;
  /** A table cell: long texts cut, long lists shortened, objects on one line. */
  compact?: boolean;
}

/** A value of a record as a table cell or a record's page shows it, by its field's kind. */
export function FieldValue({ field, value, compact = false }: FieldValueProps) {
  return <ColumnValue spec={columnFor(field)} value={value} compact={compact} />;
}

/** A web address is cut to this many characters in a table cell. */
const URL_CELL_LENGTH = 40;

export function ColumnValue({ spec, value, compact = false }: { spec: ColumnSpec; value: unknown; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const context: DisplayContext = { t, language: i18n.language, compact };
  if (isBlank(value)) return <Typography.Text type="secondary">{t('staff.noValue')}</Typography.Text>;
  const text = displayText(spec, value, context);
  switch (spec.type) {
    case 'enum': {
      const key = enumLabelKey(spec.enumeration, value);
      return <Tag>{key ? t(key) : String(value)}</Tag>;
    }
    case 'reference':
      return <ReferenceValue resource={spec.resource} id={value} />;
    case 'email':
      return <a href={mailtoHref(text)}>{text}</a>;
    case 'phone':
      return <a href={telHref(text)}>{text}</a>;
    case 'url': {
      const href = safeHref(text);
      const shown = compact ? truncate(text, URL_CELL_LENGTH) : text;
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {shown}
        </a>
      ) : (
        <>{shown}</>
      );
    }
    case 'rating':
      return (
        <span role="img" aria-label={text}>
          <Rate disabled count={RATING_MAX} value={Number(value)} style={{ fontSize: 14 }} />
        </span>
      );
    case 'longText':
      return compact ? (
        <span title={String(value)}>{text}</span>
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>
      );
    case 'list':
      return <ListValue spec={spec} value={value} compact={compact} />;
    case 'object':
      return <ObjectValue spec={spec} value={value} compact={compact} />;
    default:
      return <>{text}</>;
  }
}

/** Choices as tags, anything else separated by commas; a table cell shows the first few and how many more. */
function ListValue({ spec, value, compact }: { spec: Extract<ColumnSpec, { type: 'list' }>; value: unknown; compact: boolean }) {
  const items = (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item));
  const shown = compact ? items.slice(0, LIST_CELL_ITEMS) : items;
  const more = items.length - shown.length;
  const tags = spec.of.type === 'enum';
  return (
    <span>
      {shown.map((item, index) => (
        <span key={index}>
          {index > 0 && !tags && ', '}
          <ColumnValue spec={spec.of} value={item} compact />
        </span>
      ))}
      {more > 0 && <Typography.Text type="secondary">{` (+${more})`}</Typography.Text>}
    </span>
  );
}

/** On one line in a table cell; on a record's page, each part under its label. */
function ObjectValue({ spec, value, compact }: { spec: Extract<ColumnSpec, { type: 'object' }>; value: unknown; compact: boolean }) {
  const { t } = useTranslation();
  if (typeof value !== 'object' || value === null) return <>{String(value)}</>;
  const parts = objectParts(spec, value as Record<string, unknown>, compact);
  if (parts.length === 0) return <Typography.Text type="secondary">{t('staff.noValue')}</Typography.Text>;
  if (compact) {
    return (
      <span>
        {parts.map((part, index) => (
          <span key={part.name}>
            {index > 0 && ' · '}
            <ColumnValue spec={part.column} value={part.value} compact />
          </span>
        ))}
      </span>
    );
  }
  return (
    <Descriptions
      size="small"
      column={1}
      items={parts.map((part) => ({
        key: part.name,
        label: t(part.field.labelKey ?? part.name),
        children: <ColumnValue spec={part.column} value={part.value} />,
      }))}
    />
  );
}
