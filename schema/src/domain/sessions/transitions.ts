import { SESSION_STATUS_CHOICES, type SessionStatus } from '../../enums/sessions.ts';

type Session0SubStatus = 'suggested' | 'called-again' | 'confirmed' | 'pair-ok' | 'to-be-scheduled' | 'on-hold' | 'abandoned' | 'finished';

/**
 * Where a session's stored status may go (section 4 lists the statuses and leaves the transitions to us). A
 * private or group session waits 'to-be-scheduled' until it is cancelled; a session 0 is programmed, may be put on
 * hold and back, and ends abandoned ('canceled', shown as "session 0 abandoned"). Cancelled is final: the staff
 * create a new session rather than revive one whose occurrences were called off.
 */
export const SESSION_STATUS_TRANSITIONS: Readonly<Record<SessionStatus, readonly SessionStatus[]>> = {
  'to-be-scheduled': ['canceled'],
  'session-0-to-be-scheduled': ['session-0-on-hold', 'canceled'],
  'session-0-on-hold': ['session-0-to-be-scheduled', 'canceled'],
  canceled: [],
};

/**
 * The follow-up of a session 0, from the first call to the pair's start. Any step may be put on hold or abandoned;
 * on hold goes back to where calls resume; abandoned and finished are final.
 */
export const SESSION_0_SUB_STATUS_TRANSITIONS: Readonly<Record<Session0SubStatus, readonly Session0SubStatus[]>> = {
  suggested: ['called-again', 'confirmed', 'on-hold', 'abandoned'],
  'called-again': ['confirmed', 'on-hold', 'abandoned'],
  confirmed: ['to-be-scheduled', 'pair-ok', 'on-hold', 'abandoned'],
  'to-be-scheduled': ['pair-ok', 'on-hold', 'abandoned'],
  'pair-ok': ['finished', 'abandoned'],
  'on-hold': ['suggested', 'called-again', 'confirmed', 'to-be-scheduled', 'abandoned'],
  abandoned: [],
  finished: [],
};

/** Staying put is always allowed, so an edit that leaves the status alone is never refused. */
export function canChangeSessionStatus(from: string | undefined, to: string | undefined): boolean {
  return canMove(SESSION_STATUS_TRANSITIONS, from, to);
}

export function canChangeSession0SubStatus(from: string | undefined, to: string | undefined): boolean {
  return canMove(SESSION_0_SUB_STATUS_TRANSITIONS, from, to);
}

/** The statuses a screen may offer from `from`: itself and where it may go. */
export function nextSessionStatuses(from: SessionStatus): readonly SessionStatus[] {
  return [from, ...SESSION_STATUS_TRANSITIONS[from]];
}

/** The choices offered by context (section 4: filters, "programmed only", "abandoned or programmed"). */
export function statusChoicesFor(context: keyof typeof SESSION_STATUS_CHOICES): readonly SessionStatus[] {
  return SESSION_STATUS_CHOICES[context];
}

function canMove<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: string | undefined, to: string | undefined): boolean {
  // Setting a status where there was none (an older record) or clearing an optional one is not a transition.
  if (from === undefined || to === undefined || from === to) return true;
  const allowed = (table as Record<string, readonly string[] | undefined>)[from];
  return allowed !== undefined && allowed.includes(to);
}
