import { describe, expect, it } from 'vitest';
import {
  compareForReview,
  confirmBlockerOf,
  dueDateOf,
  isLate,
  isWrittenBy,
  reportDueAt,
  reviewFlagsOf,
  writerOf,
} from '../../../src/domain/reports/review.ts';

const entered = { attendance: [{ attendance: 'present' }, { attendance: 'present' }], rating: 4, appreciation: 'Bien', status: 'entered' };
const now = new Date('2026-11-20T12:00:00.000Z');

describe('the review of reports', () => {
  it('is due 48 hours after the occurrence ended, or after the end of its day for reports without a due date', () => {
    expect(reportDueAt('2026-11-16T18:00:00.000Z')).toBe('2026-11-18T18:00:00.000Z');
    expect(dueDateOf({ reportDate: '2026-11-16' })).toBe('2026-11-18T23:59:59.000Z');
    expect(dueDateOf({})).toBeUndefined();
  });

  it('is late when still not entered after its due date, or entered after it', () => {
    expect(isLate({ status: 'to-be-entered', dueAt: '2026-11-19T00:00:00.000Z' }, now)).toBe(true);
    expect(isLate({ status: 'to-be-entered', dueAt: '2026-11-21T00:00:00.000Z' }, now)).toBe(false);
    expect(isLate({ ...entered, dueAt: '2026-11-19T00:00:00.000Z', enteredAt: '2026-11-19T10:00:00.000Z' }, now)).toBe(true);
    expect(isLate({ ...entered, dueAt: '2026-11-19T00:00:00.000Z', enteredAt: '2026-11-18T10:00:00.000Z' }, now)).toBe(false);
    // Entered before due dates were recorded: nothing says it was late.
    expect(isLate({ ...entered, dueAt: '2026-11-19T00:00:00.000Z' }, now)).toBe(false);
  });

  it('flags any absence, a rating of 2 or less, and lateness', () => {
    expect(reviewFlagsOf(entered, now)).toEqual([]);
    expect(reviewFlagsOf({ ...entered, attendance: [{ attendance: 'present' }, { attendance: 'absent' }] }, now)).toEqual(['absence']);
    expect(reviewFlagsOf({ ...entered, rating: 2 }, now)).toEqual(['lowRating']);
    expect(reviewFlagsOf({ ...entered, rating: 3 }, now)).toEqual([]);
    expect(reviewFlagsOf({ ...entered, rating: 1, dueAt: '2026-11-01T00:00:00.000Z', enteredAt: '2026-11-05T00:00:00.000Z' }, now)).toEqual([
      'lowRating',
      'late',
    ]);
  });

  it('orders the queue flagged first, then the oldest day first', () => {
    const reports = [
      { id: 'a', ...entered, reportDate: '2026-11-10' },
      { id: 'b', ...entered, reportDate: '2026-11-12', rating: 1 },
      { id: 'c', ...entered, reportDate: '2026-11-09' },
      { id: 'd', ...entered, reportDate: '2026-11-15', attendance: [{ attendance: 'absent' }] },
    ];
    expect([...reports].sort(compareForReview(now)).map((report) => report.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('confirms only a report whose attendance is all told and which is entered', () => {
    expect(confirmBlockerOf(entered)).toBeUndefined();
    expect(confirmBlockerOf({ ...entered, attendance: [{ attendance: 'present' }, { attendance: 'not-reported' }] })).toBe('absenceNotConfirmed');
    expect(confirmBlockerOf({ ...entered, attendance: [] })).toBe('absenceNotConfirmed');
    expect(confirmBlockerOf({ ...entered, appreciation: ' ' })).toBe('reportNotEntered');
    expect(confirmBlockerOf({ ...entered, isValidated: true })).toBe('alreadyConfirmed');
  });

  it('knows who wrote a report: its author never confirms it, a report of no known author anyone may', () => {
    expect(writerOf({ createdBy: 'demo-coordinator' })).toBe('demo-coordinator');
    expect(isWrittenBy({ createdBy: 'demo-coordinator' }, 'demo-coordinator')).toBe(true);
    expect(isWrittenBy({ createdBy: 'demo-coordinator' }, 'demo-manager')).toBe(false);
    expect(isWrittenBy({}, 'demo-manager')).toBe(false);
    expect(isWrittenBy({ createdBy: 42 }, 'demo-manager')).toBe(false);
  });
});
