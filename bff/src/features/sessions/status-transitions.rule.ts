import { ERROR_MESSAGES } from '@binome/schema';
import { canChangeSession0SubStatus, canChangeSessionStatus } from '@binome/schema/sessions';
import { Problem } from '../../http/problems.ts';
import type { WriteRule } from '../../resources/write-hooks.ts';
import type { SeriesRecord } from './occurrence-store.ts';

/** A session's status and its session-0 follow-up move only as the schema's transition tables say (409 otherwise). */
export const sessionStatusTransitions: WriteRule<SeriesRecord> = ({ before, after }) => {
  if (!before) return;
  const refused: { path: string; from: unknown; to: unknown }[] = [];
  if (!canChangeSessionStatus(before.status, after.status)) refused.push({ path: 'status', from: before.status, to: after.status });
  if (!canChangeSession0SubStatus(before.session0SubStatus, after.session0SubStatus))
    refused.push({ path: 'session0SubStatus', from: before.session0SubStatus, to: after.session0SubStatus });
  if (refused.length === 0) return;
  throw new Problem(
    409,
    'transitionRefused',
    ERROR_MESSAGES.transitionRefused,
    refused.map(({ path, from, to }) => ({ path, message: ERROR_MESSAGES.transitionRefused, params: { from, to } })),
  );
};
