import { ERROR_MESSAGES } from '@binome/schema';
import { canChangeSession0SubStatus, canChangeSessionStatus } from '@binome/schema/sessions';
import { Problem } from '../../http/problems.ts';
import type { WriteRule } from '../../resources/write-hooks.ts';

/** A session's status and its session-0 follow-up move only as the schema's transition tables say (409 otherwise). */
export const sessionStatusTransitions: WriteRule = ({ before, after }) => {
  if (!before) return;
  const refused: { path: string; from: unknown; to: unknown }[] = [];
  if (!canChangeSessionStatus(text(before.status), text(after.status))) refused.push({ path: 'status', from: before.status, to: after.status });
  if (!canChangeSession0SubStatus(text(before.session0SubStatus), text(after.session0SubStatus)))
    refused.push({ path: 'session0SubStatus', from: before.session0SubStatus, to: after.session0SubStatus });
  if (refused.length === 0) return;
  throw new Problem(
    409,
    'transitionRefused',
    ERROR_MESSAGES.transitionRefused,
    refused.map(({ path, from, to }) => ({ path, message: ERROR_MESSAGES.transitionRefused, params: { from, to } })),
  );
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
