import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIZ_SETTINGS, prospectReadinessOf } from '@binome/schema';
import { generateDemoData } from '../../src/demo/demo-population.ts';
import { TEST_NOW } from '../support/test-app.ts';

/**
 * Walk R-3: a demo prospect had a quiz score of 75 (pass mark 80) at the step "quiz passed". Every volunteer's
 * score now agrees with their step, and their readiness with their step and attestation, for several seeds.
 */
describe("the demo volunteers' quiz scores and readiness", () => {
  it.each([2026, 1, 7, 42])('agree with their step (seed %s)', (seed) => {
    const users = generateDemoData({ now: TEST_NOW, seed }).collections.users ?? [];
    const volunteers = users.filter((user) => user.userRole === 'prospectLead' || user.userRole === 'tutor');
    expect(volunteers.length).toBeGreaterThan(0);
    for (const person of volunteers) {
      const score = person.quizScore as number | undefined;
      const step = person.onBoardingStep as number | undefined;
      if (step === 5 || step === 7) expect(score, `${person._id} at step ${step}`).toBeGreaterThanOrEqual(DEFAULT_QUIZ_SETTINGS.passMark);
      if (step === 6) expect(score, `${person._id} at step 6`).toBeLessThan(DEFAULT_QUIZ_SETTINGS.passMark);
      if (person.userRole === 'prospectLead') {
        const preferences = person.prospectPreferences as { attestationState?: 'missing' | 'accepted'; readyForValidation?: boolean };
        expect(preferences.readyForValidation, String(person._id)).toBe(
          prospectReadinessOf(step, preferences.attestationState ?? 'missing').readyForValidation,
        );
      }
    }
  });
});
