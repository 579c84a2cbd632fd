import i18next from 'i18next';
import type { Language } from '@binome/schema';
import type { z } from 'zod';
import type { ApiProblem } from '../api/client.ts';

/** Field path → the message to show under that field. */
export type FieldErrors = Record<string, string>;

/** A catalogue text in a language, `{{name}}` filled in (i18next holds the languages loaded so far). */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  return i18next.t(key, { ...params, lng: language }) as string;
}

/**
 * zod issues of the schema's own rules, in the person's language, each with its field's label
 * ('« Prénom » est obligatoire'). The same keys and words as the server's answers.
 */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[], language: Language, labels: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    if (errors[path]) continue;
    const bounds = issue as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
    const key = /^(validation|errors)\./.test(issue.message) ? issue.message : 'validation.invalid';
    errors[path] = translate(language, key, {
      field: labels[path] ?? translate(language, 'validation.thisField'),
      min: bounds.minimum === undefined ? (bounds.params?.min as number | undefined) : Number(bounds.minimum),
      max: bounds.maximum === undefined ? (bounds.params?.max as number | undefined) : Number(bounds.maximum),
    });
  }
  return errors;
}

/** A server's validation details, shown the same way. */
export function errorsFromProblem(problem: ApiProblem, language: Language, labels: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of problem.details ?? []) {
    errors[detail.path || 'form'] ??= translate(language, detail.message, {
      field: labels[detail.path] ?? translate(language, 'validation.thisField'),
      ...(detail.params as Record<string, string | number> | undefined),
    });
  }
  return errors;
}
