import { describe, expect, it } from 'vitest';
import { familyReportView } from '../../../src/domain/reports/family-view.ts';

const report = {
  tutorId: 'tutor-1',
  rating: 4,
  attendance: [
    { userId: 'tutor-1', fullName: 'Tuteur', attendance: 'present' },
    { userId: 'child-a', fullName: 'Enfant A', attendance: 'present' },
    { userId: 'child-b', fullName: 'Enfant B', attendance: 'absent' },
    { userId: 'child-c', fullName: 'Enfant C', attendance: 'present' },
  ],
};

describe('a group report as one family reads it', () => {
  it("keeps the tutor's line and their own children's, in order, and nothing else", () => {
    expect(familyReportView(report, ['child-b']).attendance.map((line) => line.userId)).toEqual(['tutor-1', 'child-b']);
    expect(familyReportView(report, ['child-c', 'child-a']).attendance.map((line) => line.userId)).toEqual(['tutor-1', 'child-a', 'child-c']);
    expect(familyReportView(report, []).attendance.map((line) => line.userId)).toEqual(['tutor-1']);
  });
  it('leaves the rest of the report and the original untouched', () => {
    const view = familyReportView(report, ['child-a']);
    expect(view.rating).toBe(4);
    expect(report.attendance).toHaveLength(4);
    expect(familyReportView({ rating: 2 }, ['child-a'])).toEqual({ rating: 2 });
  });
});
