import { describe, expect, it } from 'vitest';
import { reportInconsistencies } from '../../../src/domain/reports/report-consistency.ts';

const session = { tutors: [{ userId: 'tutor-a' }], students: [{ userId: 'pupil-1' }, { userId: 'pupil-2' }] };
const occurrence = { sessionId: 'session-1', tutors: [{ userId: 'stand-in' }], students: [{ userId: 'pupil-1' }] };
const report = { sessionId: 'session-1', tutorId: 'tutor-a', studentId: 'pupil-1' };

describe('where a report stands', () => {
  it("accepts a report naming the session's tutor and student, and lines of its people", () => {
    const after = { ...report, attendance: [{ userId: 'tutor-a' }, { userId: 'pupil-2' }] };
    expect(reportInconsistencies({ before: undefined, after, session, occurrence: undefined })).toEqual([]);
  });

  it('refuses a tutor, a student or a line the session does not name', () => {
    const after = { sessionId: 'session-1', tutorId: 'tutor-b', studentId: 'stranger', attendance: [{ userId: 'pupil-1' }, { userId: 'stranger' }] };
    expect(reportInconsistencies({ before: undefined, after, session, occurrence: undefined })).toEqual([
      { path: 'tutorId', kind: 'notNamedBySession' },
      { path: 'studentId', kind: 'notNamedBySession' },
      { path: 'attendance.1.userId', kind: 'notNamedBySession' },
    ]);
  });

  it('names nobody when the session is not found', () => {
    expect(reportInconsistencies({ before: undefined, after: report, session: undefined, occurrence: undefined }).map(({ path }) => path)).toEqual([
      'tutorId',
      'studentId',
    ]);
  });

  it('counts the people of the occurrence reported on, when it is of that session', () => {
    const after = { ...report, tutorId: 'stand-in', occurrenceId: 'occurrence-1' };
    expect(reportInconsistencies({ before: undefined, after, session, occurrence })).toEqual([]);
  });

  it('refuses an occurrence of another session, and then does not count its people', () => {
    const after = { ...report, tutorId: 'stand-in', occurrenceId: 'occurrence-9' };
    expect(reportInconsistencies({ before: undefined, after, session, occurrence: { ...occurrence, sessionId: 'session-9' } })).toEqual([
      { path: 'occurrenceId', kind: 'occurrenceOfAnotherSession' },
      { path: 'tutorId', kind: 'notNamedBySession' },
    ]);
    expect(reportInconsistencies({ before: undefined, after, session, occurrence: undefined })[0]).toEqual({
      path: 'occurrenceId',
      kind: 'occurrenceOfAnotherSession',
    });
  });

  it('never moves a written report to another session, occurrence, tutor or student, nor sets one it had not', () => {
    const before = { ...report, occurrenceId: 'occurrence-1' };
    for (const [field, value] of [
      ['sessionId', 'session-2'],
      ['occurrenceId', 'occurrence-2'],
      ['tutorId', 'tutor-b'],
      ['studentId', 'pupil-2'],
      ['studentId', undefined],
    ] as const) {
      expect(reportInconsistencies({ before, after: { ...before, [field]: value }, session, occurrence })).toEqual([{ path: field, kind: 'placeFixed' }]);
    }
    expect(reportInconsistencies({ before: report, after: { ...report, occurrenceId: 'occurrence-1' }, session, occurrence })).toEqual([
      { path: 'occurrenceId', kind: 'placeFixed' },
    ]);
  });

  it("judges only the lines an update adds: the session's people may have changed since", () => {
    const before = { ...report, attendance: [{ userId: 'left-since' }] };
    expect(
      reportInconsistencies({ before, after: { ...before, attendance: [{ userId: 'left-since', attendance: 'present' }] }, session, occurrence: undefined }),
    ).toEqual([]);
    expect(
      reportInconsistencies({ before, after: { ...before, attendance: [{ userId: 'left-since' }, { userId: 'stranger' }] }, session, occurrence: undefined }),
    ).toEqual([{ path: 'attendance.1.userId', kind: 'notNamedBySession' }]);
  });
});
