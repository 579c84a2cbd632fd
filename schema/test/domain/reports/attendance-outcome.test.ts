import { describe, expect, it } from 'vitest';
import { occurrenceOutcomeOf, personAttendanceOf } from '../../../src/domain/reports/attendance-outcome.ts';

const line = (userId: string, attendance: string) => ({ userId, attendance });

describe('the presentation status of a held occurrence, from its attendance', () => {
  it('is realized when the tutor and at least one student came', () => {
    expect(occurrenceOutcomeOf([line('t', 'present'), line('s1', 'absent'), line('s2', 'present')], ['t'])).toBe('completed');
  });

  it('names who was absent: the tutor, every student, or the whole pair', () => {
    expect(occurrenceOutcomeOf([line('t', 'absent'), line('s', 'present')], ['t'])).toBe('tutor-absent');
    expect(occurrenceOutcomeOf([line('t', 'present'), line('s1', 'absent'), line('s2', 'absent')], ['t'])).toBe('student-absent');
    expect(occurrenceOutcomeOf([line('t', 'absent'), line('s', 'absent')], ['t'])).toBe('pair-absent');
  });

  it('is failed only once the report is late with nobody known to have come', () => {
    const untold = [line('t', 'not-reported'), line('s', 'not-reported')];
    expect(occurrenceOutcomeOf(untold, ['t'])).toBe('completed');
    expect(occurrenceOutcomeOf(untold, ['t'], { overdue: true })).toBe('failed');
    expect(occurrenceOutcomeOf([], ['t'], { overdue: true })).toBe('failed');
    // Someone absent is told: the absence names the outcome, late or not.
    expect(occurrenceOutcomeOf([line('t', 'present'), line('s', 'absent')], ['t'], { overdue: true })).toBe('student-absent');
  });

  it("gives one person's own status: present, absent, or nothing while untold", () => {
    const lines = [line('t', 'present'), line('s', 'absent'), line('u', 'not-reported')];
    expect(personAttendanceOf(lines, 't')).toBe('present');
    expect(personAttendanceOf(lines, 's')).toBe('absent');
    expect(personAttendanceOf(lines, 'u')).toBeUndefined();
    expect(personAttendanceOf(lines, 'nobody')).toBeUndefined();
  });
});
