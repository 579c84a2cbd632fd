import type { Entity, RecordRule } from './define-entity.ts';
import { fieldAt } from './fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { RECURRENCE_NAMES_BY_NUMBER } from '../enums/sessions.ts';

function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/**
 * The end comes after the start. Works for dates, date-times and HH:mm times, whose strings sort in time order
 * when they share a format.
 */
export function endAfterStart(startPath: string, endPath: string): RecordRule {
  return (record, context) => {
    const start = valueAt(record, startPath);
    const end = valueAt(record, endPath);
    if (typeof start !== 'string' || typeof end !== 'string') return;
    const comparable = (value: string) => (value.includes('T') ? String(Date.parse(value)).padStart(16, '0') : value);
    if (comparable(end) <= comparable(start)) {
      context.addIssue({ code: 'custom', message: M.endBeforeStart, path: endPath.split('.'), input: end });
    }
  };
}

/** At least one VSC on the record (section 5). */
export function atLeastOneVsc(path: string): RecordRule {
  const rule: RecordRule = (record, context) => {
    const list = valueAt(record, path);
    if (!Array.isArray(list) || list.length === 0) {
      context.addIssue({ code: 'custom', message: M.vscRequired, path: path.split('.'), input: list });
    }
  };
  return Object.assign(rule, { requires: [path] });
}

/**
 * Whether a form marks a field as required: its descriptor says so (required, or a list of at least one item), or
 * one of the entity's record rules requires it.
 */
export function isRequiredField(entity: Pick<Entity, 'fields' | 'rules'>, path: string): boolean {
  if (!requiredAlone(entity, path)) return false;
  // A field inside an optional group is required only once the group is given (a program's id, when there is a
  // program): the form must not mark what the record may leave out, or it promises a message it never shows.
  const segments = path.split('.');
  return segments.slice(1).every((_, index) => requiredAlone(entity, segments.slice(0, index + 1).join('.')));
}

/** Whether a field is required where it stands, its enclosing groups aside. */
function requiredAlone(entity: Pick<Entity, 'fields' | 'rules'>, path: string): boolean {
  const field = fieldAt(entity.fields, path);
  if (!field) return false;
  if (field.required || (field.kind === 'list' && (field.min ?? 0) > 0)) return true;
  return entity.rules.some((rule) => rule.requires?.includes(path) ?? false);
}

/** A recurrence's number of days agrees with its name when both are given (0 only for `weekly`, section 3). */
export function recurrenceAgrees(path: string): RecordRule {
  return (record, context) => {
    const recurrence = valueAt(record, path) as { recurrenceNumber?: unknown; recurrenceName?: unknown } | undefined;
    if (typeof recurrence?.recurrenceNumber !== 'number' || typeof recurrence.recurrenceName !== 'string') return;
    if (RECURRENCE_NAMES_BY_NUMBER[recurrence.recurrenceNumber] === recurrence.recurrenceName) return;
    context.addIssue({ code: 'custom', message: M.recurrenceMismatch, path: [...path.split('.'), 'recurrenceNumber'], input: recurrence.recurrenceNumber });
  };
}
