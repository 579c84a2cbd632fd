import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from './context.ts';
import { problems } from './problems.ts';

export interface IssueDetail {
  /** Where: `contactDetails.email`, `tutorPreferences.availability.3.startTime`, or a query parameter. */
  path: string;
  /** An i18n key (`validation.email`, `errors.unknownParameter`, ...). */
  message: string;
  /** Bounds and names the message needs (`min`, `max`, `parameter`). */
  params?: Record<string, unknown>;
}

/** zod issues as the API's `details`: paths, message keys and the values the translations use. */
export function validationDetails(issues: readonly z.core.$ZodIssue[]): IssueDetail[] {
  return issues.flatMap((issue): IssueDetail[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: issue.message, params: { parameter: key } }));
    }
    const bounds = issue as { minimum?: unknown; maximum?: unknown };
    const params = {
      ...(bounds.minimum !== undefined && { min: Number(bounds.minimum) }),
      ...(bounds.maximum !== undefined && { max: Number(bounds.maximum) }),
    };
    return [{ path, message: issue.message, ...(Object.keys(params).length > 0 && { params }) }];
  });
}

/** The app's one place where request validation errors are shaped (DESIGN, rule 5). */
export const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) {
    const details = validationDetails((result.error as z.ZodError).issues);
    throw result.target === 'query' ? problems.badQuery(details) : problems.validation(details);
  }
};
