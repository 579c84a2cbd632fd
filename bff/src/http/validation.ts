import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@binome/schema';
import type { AppEnv } from './context.ts';
import { refuseNoContent } from './no-content.ts';
import { problems } from './problems.ts';

export interface IssueDetail {
  /** Where: `contactDetails.email`, `tutorPreferences.availability.3.startTime`, or a query parameter. */
  path: string;
  /** An i18n key (`validation.email`, `errors.unknownParameter`, ...). */
  message: string;
  /** Bounds and names the message needs (`min`, `max`, `parameter`). */
  params?: Record<string, unknown>;
}

/**
 * An answer lists this many problems at most, then one more detail that counts the others: the size of an error
 * answer never depends on how much was wrong in the request.
 */
export const MAX_DETAILS = 20;
/** Paths and names come from the request: each is cut to this length. */
const MAX_TEXT = 100;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
const isMessageKey = (message: string) => /^(validation|errors)\.\w+$/.test(message);

/**
 * zod issues as the API's `details`: paths, message keys and the values the translations use. The one place that
 * shapes zod issues: every caller goes through it, so every answer is bounded. Messages are always catalogue keys;
 * zod's own sentences are never passed on, since some quote the input (the unknown keys, for one).
 */
export function validationDetails(issues: readonly z.core.$ZodIssue[]): IssueDetail[] {
  const details: IssueDetail[] = [];
  const seen = new Set<string>();
  let others = 0;
  const add = (detail: IssueDetail) => {
    const identity = `${detail.path}\u0000${detail.message}`;
    if (seen.has(identity)) return;
    if (details.length >= MAX_DETAILS) {
      others += 1;
      return;
    }
    seen.add(identity);
    details.push(detail);
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      // Each unknown key once; past the cap they are only counted, without building their details.
      const room = Math.max(0, MAX_DETAILS - details.length);
      for (const key of issue.keys.slice(0, room)) add(unknownKeyDetail(issue, path, key));
      others += Math.max(0, issue.keys.length - room);
      continue;
    }
    add(issueDetail(issue, path));
  }
  if (others > 0) details.push({ path: '', message: VALIDATION_MESSAGES.moreProblems, params: { count: others } });
  return details;
}

function unknownKeyDetail(issue: z.core.$ZodIssueUnrecognizedKeys, path: string, key: string): IssueDetail {
  const message = isMessageKey(issue.message) ? issue.message : VALIDATION_MESSAGES.unknownField;
  const parameter = clip(key);
  return {
    path: clip(path ? `${path}.${key}` : key),
    message,
    params: { parameter, ...(message === VALIDATION_MESSAGES.unknownField && { keys: parameter }) },
  };
}

function issueDetail(issue: z.core.$ZodIssue, path: string): IssueDetail {
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  const params = {
    ...(bounds.minimum !== undefined && { min: Number(bounds.minimum) }),
    ...(bounds.maximum !== undefined && { max: Number(bounds.maximum) }),
  };
  return { path: clip(path), message: isMessageKey(issue.message) ? issue.message : messageKeyOf(issue), ...(Object.keys(params).length > 0 && { params }) };
}

/** The catalogue key for a rule that gave zod's default sentence (schemas written inline in the routes). */
function messageKeyOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return VALIDATION_MESSAGES.invalid;
  const small = issue.code === 'too_small';
  if (issue.origin === 'string') return small ? VALIDATION_MESSAGES.minLength : VALIDATION_MESSAGES.maxLength;
  if (issue.origin === 'array' || issue.origin === 'set') return small ? VALIDATION_MESSAGES.minItems : VALIDATION_MESSAGES.maxItems;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return small ? VALIDATION_MESSAGES.minValue : VALIDATION_MESSAGES.maxValue;
  return VALIDATION_MESSAGES.invalid;
}

/** The app's one place where request validation errors are shaped (DESIGN, rule 5), an empty write (2004) included. */
export const defaultHook: Hook<unknown, AppEnv, string, unknown> = async (result, context) => {
  await refuseNoContent(result, context);
  if (!result.success) {
    const details = validationDetails((result.error as z.ZodError).issues);
    throw result.target === 'query' ? problems.badQuery(details) : problems.validation(details);
  }
};
