import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { webOrOwnAddress } from './reference.entity.ts';
import { trainingModuleKinds } from '../enums/training.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/** Modules of the path at most: the path is read whole by the tutor's page. */
export const MAX_TRAINING_MODULES = 50;
/** Questions of a module's quiz at most. */
export const MAX_TRAINING_QUIZ_QUESTIONS = 20;

/**
 * The tutors' training path (`/tutor/training-path`): ordered modules that administrators manage. A video needs its
 * duration (the server counts the watching as for the onboarding's video); a document or a link needs its address;
 * a quiz picks its questions from the quiz questions (their right answers stay on the server) and has a pass mark.
 * Only staff read this resource: tutors read their path through `/v1/training-path`, which never carries answers.
 */
export const trainingModules = defineEntity({
  name: 'trainingModules',
  fields: {
    title: f.text({ required: true, max: 200 }),
    kind: f.enum(trainingModuleKinds, { required: true }),
    order: f.number({ required: true, integer: true, min: 1, max: 1000 }),
    description: f.longText({ max: 2000 }),
    url: webOrOwnAddress(),
    durationSeconds: f.number({ integer: true, min: 1, max: 36_000 }),
    quizQuestions: f.list(f.reference('quizQuestions'), { max: MAX_TRAINING_QUIZ_QUESTIONS }),
    passMark: f.number({ integer: true, min: 1, max: 100 }),
    active: f.boolean({ default: true }),
    isDemo: f.boolean(),
  },
  titleField: 'title',
  columns: ['order', 'title', 'kind', 'active', 'isDemo'],
  filterable: ['kind', 'active', 'isDemo'],
  sortable: ['order', 'title', 'createdAt'],
  searchable: ['title'],
  defaultSort: { field: 'order', order: 'asc' },
  rules: [
    // What each kind needs to be done by a tutor: an address to open, a duration to watch, questions to answer.
    (record, context) => {
      const missing = (path: string) => context.addIssue({ code: 'custom', path: [path], message: VALIDATION_MESSAGES.required, input: record[path] });
      const kind = record.kind;
      if ((kind === 'video' || kind === 'document' || kind === 'link') && !record.url) missing('url');
      if (kind === 'video' && !record.durationSeconds) missing('durationSeconds');
      if (kind === 'quiz') {
        if (!Array.isArray(record.quizQuestions) || record.quizQuestions.length === 0) missing('quizQuestions');
        if (!record.passMark) missing('passMark');
      }
    },
  ],
});
