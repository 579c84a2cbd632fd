import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../constants.ts';
import { CATALOGS } from './catalogs.ts';
import { fieldAt, type Field } from '../entities/fields.ts';
import { fillTemplate } from './fill.ts';
import { lookupCounted } from './plural-keys.ts';

export type Params = Record<string, string | number | undefined>;

/**
 * A small translator over the catalogs, for code that has no i18next (the server's mails and CSV headers, the
 * tests). It answers the key itself when a translation is missing; the catalog tests make sure none is.
 */
export function translate(language: Language, key: string, params: Params = {}): string {
  const template = lookupCounted(CATALOGS[language], key, params, language) ?? lookupCounted(CATALOGS[DEFAULT_LANGUAGE], key, params, DEFAULT_LANGUAGE) ?? key;
  return fillTemplate(template, params, language);
}

export interface TranslatedIssue {
  /** Where the problem is, list indexes included (`tutorPreferences.availability.3.startTime`). */
  path: string;
  message: string;
}

/**
 * A zod issue as a person reads it: the message key of the rule, with the field's translated label and the bound
 * filled in ('Le champ E-mail est invalide'). `fields` are the descriptor's, to find each path's label.
 */
export function translateIssue(issue: z.core.$ZodIssue, language: Language, fields?: Record<string, Field>): TranslatedIssue {
  return translateIssueWith((key, params) => translate(language, key, params), issue, fields);
}

/**
 * The same, with the caller's translator (the staff app's i18next, which holds only the language it shows), so
 * that a screen checking a form does not carry every catalog.
 */
export function translateIssueWith(t: (key: string, params?: Params) => string, issue: z.core.$ZodIssue, fields?: Record<string, Field>): TranslatedIssue {
  const field = fields
    ? closestField(
        fields,
        issue.path.filter((segment) => typeof segment === 'string'),
      )
    : undefined;
  const label = field?.labelKey ? t(field.labelKey) : t('validation.thisField');
  const details = issue as { minimum?: number | bigint; maximum?: number | bigint; params?: Params; keys?: string[] };
  const isKey = issue.message.startsWith('validation.') || issue.message.startsWith('errors.');
  const key = issue.code === 'unrecognized_keys' ? 'validation.unknownField' : isKey ? issue.message : 'validation.invalid';
  return {
    path: issue.path.map(String).join('.'),
    message: t(key, {
      field: label,
      min: details.minimum === undefined ? details.params?.min : Number(details.minimum),
      max: details.maximum === undefined ? details.params?.max : Number(details.maximum),
      keys: details.keys?.join(', '),
    }),
  };
}

/** The field at `segments`, or its nearest described ancestor (a slot inside an availability is the availability). */
function closestField(fields: Record<string, Field>, segments: string[]): Field | undefined {
  for (let length = segments.length; length > 0; length -= 1) {
    const field = fieldAt(fields, segments.slice(0, length).join('.'));
    if (field) return field;
  }
  return undefined;
}
