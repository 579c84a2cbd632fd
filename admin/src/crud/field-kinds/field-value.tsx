import { Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '@binome/schema';
import { displayFor, truncate, type DisplaySpec } from './display.ts';
import { formatDate, formatDateTime, formatTime } from './format.ts';
import { useReferenceLabel } from '../record-labels.tsx';
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
      const slots = [...(value as { dayOfTheWeek: number; startTime: string; endTime: string }[])].sort((a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime));
      const shown = slots.slice(0, compact ? 3 : slots.length).map((slot) => `${t(`enums.weekday.${slot.dayOfTheWeek}`)} ${formatTime(slot.startTime)}–${formatTime(slot.endTime)}`);
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
    case 'object': {
      const record = value as Record<string, unknown>;
      return (
        <>
          {objectParts(spec.fields, record, compact).map(([name, field], index) => (
              <span key={name}>
                {index > 0 && ' · '}
                <Value spec={displayFor(field)} value={record[name]} compact />
              </span>
            ))}
        </>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}

/** A field's value in a table cell (`compact`) or on a record's page, shown as its kind says. */
export function FieldValue({ field, value, compact = false }: { field: Field; value: unknown; compact?: boolean }) {
  return <Value spec={displayFor(field)} value={value} compact={compact} />;
}

/**
 * The parts of an object worth showing: its filled fields, except the stored copies of a referenced record's name
 * (a participant's `fullName` beside the participant, whose label the server gave) and, in a table cell, its flags.
 */
function objectParts(fields: Record<string, Field>, record: Record<string, unknown>, compact: boolean): [string, Field][] {
  const filled = Object.entries(fields).filter(([name]) => record[name] !== undefined && record[name] !== null && record[name] !== '');
  const namesAReference = filled.some(([, field]) => field.kind === 'reference');
  return filled.filter(([, field]) => !(namesAReference && field.kind === 'text') && !(compact && field.kind === 'boolean'));
}
