import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { onboardingAudiences, QUIZ_MAX_CHOICES, quizChoiceNumbers } from '../enums/onboarding.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * The onboarding quizzes' questions (section 4), managed by administrators: each for future tutors or future
 * parents, two to six choices numbered from 1, and the numbers of the right ones. The right answers never leave
 * the server before a quiz is submitted: only staff read this resource, and the quiz's draw answers the question
 * and its choices (bff/src/features/onboarding).
 */
export const quizQuestions = defineEntity({
  name: 'quizQuestions',
  fields: {
    audience: f.enum(onboardingAudiences, { required: true }),
    question: f.text({ required: true, max: 500 }),
    choices: f.list(f.text({ max: 200 }), { required: true, min: 2, max: QUIZ_MAX_CHOICES }),
    correctChoices: f.list(f.enum(quizChoiceNumbers), { required: true, min: 1, max: QUIZ_MAX_CHOICES }),
    active: f.boolean({ default: true }),
    isDemo: f.boolean(),
  },
  titleField: 'question',
  columns: ['question', 'audience', 'active', 'isDemo'],
  filterable: ['audience', 'active', 'isDemo'],
  sortable: ['audience', 'createdAt'],
  searchable: ['question'],
  defaultSort: { field: 'createdAt', order: 'asc' },
  rules: [
    // A right answer is one of the question's choices.
    (record, context) => {
      const choices = Array.isArray(record.choices) ? record.choices.length : 0;
      const correct = Array.isArray(record.correctChoices) ? (record.correctChoices as unknown[]) : [];
      if (correct.some((choice) => typeof choice !== 'number' || choice > choices)) {
        context.addIssue({ code: 'custom', path: ['correctChoices'], message: VALIDATION_MESSAGES.invalid, input: record.correctChoices });
      }
    },
  ],
});
