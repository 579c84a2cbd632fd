import { ERROR_MESSAGES } from '@binome/schema';
import { problems, type Problem } from '../../http/problems.ts';
import { countEvent, secondsUntil, type Window } from '../../auth/throttle.ts';
import type { OperationContext } from '../../resources/operations.ts';

const MINUTE_MS = 60 * 1000;

/**
 * How many contact messages one person may send: a few a minute (a double click, a second thought), some tens a day
 * (more is a script or a flood of the staff's mailbox, each message being mailed to them).
 */
export const CONTACT_MESSAGE_LIMITS = [
  { key: 'minute', perWindow: 3, windowMs: MINUTE_MS },
  { key: 'day', perWindow: 30, windowMs: 24 * 60 * MINUTE_MS },
] as const;

/**
 * Counts a new message of the signed-in person, in the store (every replica counts together), and refuses it with
 * 429 and `Retry-After` once a window is over its limit. The windows are counted in turn, the shortest first, and a
 * message one refuses is not counted in the next: a burst held back by the minute does not use up the day.
 */
export async function countContactMessage(context: OperationContext): Promise<void> {
  for (const limit of CONTACT_MESSAGE_LIMITS) {
    const window = await countEvent(context.store, `contact-${limit.key}:${context.signedIn.userId}`, limit.windowMs, context.now);
    if (window.count > limit.perWindow) throw refusal(window, context.now);
  }
}

function refusal(window: Window, now: Date): Problem {
  return problems.rateLimited(ERROR_MESSAGES.contactMessagesLimited, secondsUntil(window.resetsAt, now));
}
