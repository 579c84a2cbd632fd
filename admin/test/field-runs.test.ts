import { describe, expect, it } from 'vitest';
import { fieldRuns } from '../src/crud/field-runs.ts';

describe('runs of a group’s fields', () => {
  it('titles the fields of one object by that object, and keeps lone or top-level fields together untitled', () => {
    expect(
      fieldRuns([
        'onBoardingStep',
        'quizScore',
        'criminalRecord.number',
        'criminalRecord.issueDate',
        'program.programId',
        'documents',
        'tutorPreferences.assignment.level',
        'tutorPreferences.assignment.sectors',
      ]),
    ).toEqual([
      { units: ['onBoardingStep', 'quizScore'] },
      { parent: 'criminalRecord', units: ['criminalRecord.number', 'criminalRecord.issueDate'] },
      { units: ['program.programId', 'documents'] },
      { parent: 'tutorPreferences.assignment', units: ['tutorPreferences.assignment.level', 'tutorPreferences.assignment.sectors'] },
    ]);
    expect(fieldRuns([])).toEqual([]);
  });
});
