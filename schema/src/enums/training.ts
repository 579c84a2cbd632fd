import { defineEnum } from './define-enum.ts';

/**
 * What a module of the tutors' training path is (section 2, "my training path"): a video watched to the end as the
 * server counts it, a document or a link opened, or a quiz passed.
 */
export const trainingModuleKinds = defineEnum('trainingModuleKind', ['video', 'document', 'link', 'quiz']);
export type TrainingModuleKind = (typeof trainingModuleKinds.values)[number];

/** Where a tutor stands on one module: done, the next one to do, or after it (open only once the earlier are done). */
export const trainingModuleStates = defineEnum('trainingModuleState', ['done', 'next', 'locked'], {
  tones: { done: 'success', next: 'progress', locked: 'neutral' },
});
export type TrainingModuleState = (typeof trainingModuleStates.values)[number];
