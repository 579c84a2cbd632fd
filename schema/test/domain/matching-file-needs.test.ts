import { describe, expect, it } from 'vitest';
import { missingForMatching } from '../../src/index.ts';

describe('what matching needs of a new tutor (walk R-5)', () => {
  it('lists levels, subjects, number of pupils and availability, in that order, and nothing of the account', () => {
    expect(missingForMatching({ status: 'active' })).toEqual(['level', 'subject', 'numberOfStudents', 'availability']);
    expect(missingForMatching({ status: 'pending' })).not.toContain('status');
  });
  it('is empty once the preferences are given', () => {
    const tutor = {
      status: 'active',
      subjectToTeach: 'both-subjects',
      tutorPreferences: { availability: [{ dayOfTheWeek: 1 }], assignment: { level: ['level-6eme'], numberOfStudentsToSupport: 2 } },
    };
    expect(missingForMatching(tutor)).toEqual([]);
    expect(
      missingForMatching({ ...tutor, tutorPreferences: { ...tutor.tutorPreferences, assignment: { level: ['level-6eme'], numberOfStudentsToSupport: 0 } } }),
    ).toEqual(['numberOfStudents']);
  });
});
