import { Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '@binome/schema';
import { displayFor, truncate, type DisplaySpec } from './display.ts';
import { objectParts } from './object-parts.ts';
import { formatDate, formatDateTime, formatTime } from './format.ts';
import { useRecordLabels, useReferenceLabel } from '../record-labels.tsx';
import { StatusTag } from './status-tag.tsx';

/**
 * A referenced record by the label the server sent with the record (`_labels`): no request of its own. Where the
 * reader may not see it, a neutral 'not accessible', never the raw id.
 */
function ReferenceValue({ resource, id }: { resource: string; id: string }) {
  const { t } = useTranslation();
  const label = useReferenceLabel(resource, id);
  return label === null ? <Typography.Text type="secondary">{t('staff.notAccessible')}</Typography.Text> : <>{label}</>;
}

function Value({ spec, value, compact }: { spec: DisplaySpec; value: unknown; compact: boolean }) {
  const { t } = useTranslation();
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <Typography.Text type="secondary">{t('staff.noValue')}</Typography.Text>;
  }
  switch (spec.type) {
    case 'enum':
      return spec.toned ? <StatusTag enumeration={spec.toned} value={value as string | number} /> : <Tag>{t(spec.labelKey(value as string | number))}</Tag>;
    case 'reference':
      return <ReferenceValue resource={spec.resource} id={String(value)} />;
    case 'boolean':
      return <>{t(value ? 'values.yes' : 'values.no')}</>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'dateTime':
      return <>{formatDateTime(String(value))}</>;
    case 'time':
      return <>{formatTime(String(value))}</>;
    case 'email':
      return <a href={`mailto:${String(value)}`}>{String(value)}</a>;
    case 'phone':
      return <a href={`tel:${String(value)}`}>{String(value)}</a>;
    case 'url':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {compact ? truncate(String(value), 40) : String(value)}
        </a>
      );
    case 'rating':
      return <Rate disabled value={Number(value)} />;
    case 'longText':
      return <>{compact ? truncate(String(value)) : <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>}</>;
    case 'availability': {
      // In the week's order, whatever order they were picked in.
      const slots = [...(value as { dayOfTheWeek: number; startTime: string; endTime: string }[])].sort(
        (a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime),
      );
      const shown = slots
        .slice(0, compact ? 3 : slots.length)
        .map((slot) => `${t(`enums.weekday.${slot.dayOfTheWeek}`)} ${formatTime(slot.startTime)}–${formatTime(slot.endTime)}`);
      return <>{`${shown.join(', ')}${slots.length > shown.length ? ` (+${slots.length - shown.length})` : ''}`}</>;
    }
    case 'file': {
      const file = value as { name?: string };
      return <>{file.name ?? t('staff.noValue')}</>;
    }
    case 'list':
      return (
        <Typography.Text>
          {(value as unknown[]).slice(0, compact ? 5 : undefined).map((item, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <Value spec={spec.of} value={item} compact />
            </span>
          ))}
          {compact && (value as unknown[]).length > 5 && ` (+${(value as unknown[]).length - 5})`}
        </Typography.Text>
      );
    case 'object':
      return <ObjectValue fields={spec.fields} record={value as Record<string, unknown>} compact={compact} />;
    default:
      return <>{String(value)}</>;
  }
}

/** A field's value in a table cell (`compact`) or on a record's page, shown as its kind says. */
export function FieldValue({ field, value, compact = false }: { field: Field; value: unknown; compact?: boolean }) {
  return <Value spec={displayFor(field)} value={value} compact={compact} />;
}

function ObjectValue({ fields, record, compact }: { fields: Record<string, Field>; record: Record<string, unknown>; compact: boolean }) {
  const labels = useRecordLabels();
  const labelOf = (resource: string, id: string) => labels?.[resource]?.[id] ?? null;
  return (
    <>
      {objectParts(fields, record, compact, labelOf).map(([name, field], index) => (
        <span key={name}>
          {index > 0 && ' · '}
          <Value spec={displayFor(field)} value={record[name]} compact />
        </span>
      ))}
    </>
  );
}
