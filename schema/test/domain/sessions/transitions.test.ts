import { describe, expect, it } from 'vitest';
import {
  canChangeSession0SubStatus,
  canChangeSessionStatus,
  canJoinAt,
  nextSessionStatuses,
  occurrencesUntil,
  presentationStatusOf,
  SESSION_STATUS_TRANSITIONS,
} from '../../../src/domain/sessions/index.ts';
import { sessionStatuses } from '../../../src/enums/sessions.ts';

describe('session status transitions', () => {
  it('has a row for every stored status, and cancelled is final', () => {
    expect(Object.keys(SESSION_STATUS_TRANSITIONS).sort()).toEqual([...sessionStatuses.values].sort());
    for (const status of sessionStatuses.values) expect(canChangeSessionStatus('canceled', status)).toBe(status === 'canceled');
  });

  it('lets a session 0 go on hold and back, and refuses what the table does not list', () => {
    expect(canChangeSessionStatus('session-0-to-be-scheduled', 'session-0-on-hold')).toBe(true);
    expect(canChangeSessionStatus('session-0-on-hold', 'session-0-to-be-scheduled')).toBe(true);
    expect(canChangeSessionStatus('to-be-scheduled', 'session-0-on-hold')).toBe(false);
    expect(nextSessionStatuses('to-be-scheduled')).toEqual(['to-be-scheduled', 'canceled']);
  });

  it('follows a session 0 from the first call to the pair, abandoned and finished being final', () => {
    expect(canChangeSession0SubStatus('suggested', 'confirmed')).toBe(true);
    expect(canChangeSession0SubStatus('pair-ok', 'finished')).toBe(true);
    expect(canChangeSession0SubStatus('finished', 'suggested')).toBe(false);
    expect(canChangeSession0SubStatus('abandoned', 'on-hold')).toBe(false);
    expect(canChangeSession0SubStatus(undefined, 'confirmed')).toBe(true);
  });
});

describe('presentation and joining', () => {
  const occurrence = { startDate: '2026-11-17T16:00:00.000Z', endDate: '2026-11-17T17:00:00.000Z', status: 'scheduled' };
  it('opens the join button 15 minutes before the start until the end', () => {
    expect(canJoinAt(occurrence, new Date('2026-11-17T15:44:00.000Z'))).toBe(false);
    expect(canJoinAt(occurrence, new Date('2026-11-17T15:45:00.000Z'))).toBe(true);
    expect(canJoinAt(occurrence, new Date('2026-11-17T17:00:00.000Z'))).toBe(false);
    expect(canJoinAt({ ...occurrence, status: 'canceled' }, new Date('2026-11-17T16:10:00.000Z'))).toBe(false);
  });

  it('says scheduled, starting soon, programmed then completed', () => {
    expect(presentationStatusOf(occurrence, new Date('2026-11-16T10:00:00.000Z'))).toBe('scheduled');
    expect(presentationStatusOf(occurrence, new Date('2026-11-17T15:50:00.000Z'))).toBe('starting-soon');
    expect(presentationStatusOf(occurrence, new Date('2026-11-17T16:30:00.000Z'))).toBe('programmed');
    expect(presentationStatusOf(occurrence, new Date('2026-11-17T18:00:00.000Z'))).toBe('completed');
  });
});

describe('occurrencesUntil', () => {
  const years = [
    { startDate: '2025-09-01', endDate: '2026-07-04' },
    { startDate: '2026-09-01', endDate: '2027-07-03', isCurrent: true },
  ];
  it('runs to the end of the scholar year the series starts in, else the current one, else 31 August', () => {
    expect(occurrencesUntil('2026-11-17T16:00:00.000Z', years)).toBe('2027-07-03');
    expect(occurrencesUntil('2026-08-20T16:00:00.000Z', years)).toBe('2027-07-03');
    expect(occurrencesUntil('2027-08-10T16:00:00.000Z', years)).toBe('2027-08-31');
    expect(occurrencesUntil('2027-10-10T16:00:00.000Z', [])).toBe('2028-08-31');
  });
});
