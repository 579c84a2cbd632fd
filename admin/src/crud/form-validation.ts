import type { z } from 'zod';
import i18next from 'i18next';
import { RECORD_LABEL_KEYS, translateIssueWith, type Entity, type Language } from '@binome/schema';
import { compactForSubmit, withClearedFields, withoutServerManaged, withRequiredGroupsOpened } from './record-values.ts';

export interface FieldProblem {
  /** antd's field name: the path as segments, list indexes as numbers. */
  name: (string | number)[];
  errors: string[];
}

/**
 * Checks a form's values with the same zod schema the server applies (create rules, or the update rules on an edit
 * form), and answers the problems under their fields in the person's language ('« Nom » est obligatoire'). Cross-
 * field rules (e-mail or phone, end after start) land on the field they name.
 */
export function validateRecord(
  entity: Entity,
  mode: 'create' | 'update',
  values: unknown,
  language: Language,
  /** On an edit form, the record as it was loaded: fields emptied since are sent as `null` to clear them. */
  before?: unknown,
  /** The fields the form showed, by dotted path: only those can be cleared. */
  shown?: (path: string) => boolean,
): { data?: Record<string, unknown>; problems: FieldProblem[] } {
  const filled = (compactForSubmit(withoutServerManaged(withoutLabels(values) as Record<string, unknown>, entity.fields)) ?? {}) as Record<string, unknown>;
  const compacted =
    mode === 'update'
      ? before !== undefined
        ? withClearedFields(before, filled, entity.fields, shown)
        : filled
      : withRequiredGroupsOpened(filled, entity.fields);
  const schema = (mode === 'create' ? entity.schemas.create : entity.schemas.update) as z.ZodType;
  const result = schema.safeParse(compacted);
  if (result.success) return { data: compacted, problems: [] };
  const byPath = new Map<string, FieldProblem>();
  for (const issue of result.error.issues) {
    const translated = translateIssueWith((key, params) => i18next.t(key, { ...params, lng: language }), issue, entity.fields);
    const name = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
    const key = name.join('.');
    const problem = byPath.get(key) ?? { name, errors: [] };
    if (!problem.errors.includes(translated.message)) problem.errors.push(translated.message);
    byPath.set(key, problem);
  }
  return { problems: [...byPath.values()] };
}

/** The labels an answer carries (`_label`, `_labels`, ...) are the server's presentation, never sent back: it refuses them. */
function withoutLabels(values: unknown): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const kept = { ...(values as Record<string, unknown>) };
  for (const key of RECORD_LABEL_KEYS) delete kept[key];
  return kept;
}
