import { describe, expect, it } from 'vitest';
import { mayWorkOn, trainingModules, trainingPathOf } from '../../src/index.ts';

const modules = [
  { id: 'c', order: 3 },
  { id: 'a', order: 1 },
  { id: 'b2', order: 2 },
  { id: 'b1', order: 2 },
];

describe('the training path', () => {
  it('orders by order then id; the first not done is next, the rest locked', () => {
    const path = trainingPathOf(modules, new Set(['a']));
    expect(path.modules.map((module) => [module.id, module.state])).toEqual([
      ['a', 'done'],
      ['b1', 'next'],
      ['b2', 'locked'],
      ['c', 'locked'],
    ]);
    expect(path).toMatchObject({ done: 1, total: 4, percent: 25, nextModuleId: 'b1', complete: false });
  });

  it('keeps later modules done when a new one is put before them', () => {
    const path = trainingPathOf(modules, new Set(['a', 'b2', 'c']));
    expect(path.modules.map((module) => module.state)).toEqual(['done', 'next', 'done', 'done']);
    expect(path.nextModuleId).toBe('b1');
  });

  it('is complete only when every module is done, and never when empty', () => {
    expect(trainingPathOf(modules, new Set(['a', 'b1', 'b2', 'c']))).toMatchObject({ complete: true, percent: 100, nextModuleId: null });
    expect(trainingPathOf([], new Set())).toMatchObject({ complete: false, percent: 0, total: 0, nextModuleId: null });
  });

  it('ignores progress on modules no longer in the path', () => {
    expect(trainingPathOf(modules, new Set(['gone']))).toMatchObject({ done: 0, nextModuleId: 'a' });
  });

  it('opens the next module and the ones done, never a locked one', () => {
    expect(mayWorkOn('next')).toBe(true);
    expect(mayWorkOn('done')).toBe(true);
    expect(mayWorkOn('locked')).toBe(false);
  });
});

describe('a training module', () => {
  const check = (record: Record<string, unknown>) => trainingModules.schemas.create.safeParse(record);
  it('needs what its kind needs', () => {
    expect(check({ title: 'Vidéo', kind: 'video', order: 1, url: '/videos/x.webm' }).success).toBe(false);
    expect(check({ title: 'Vidéo', kind: 'video', order: 1, url: '/videos/x.webm', durationSeconds: 30 }).success).toBe(true);
    expect(check({ title: 'Lien', kind: 'link', order: 2 }).success).toBe(false);
    expect(check({ title: 'Lien', kind: 'link', order: 2, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(check({ title: 'Quiz', kind: 'quiz', order: 3, passMark: 80 }).success).toBe(false);
    expect(check({ title: 'Quiz', kind: 'quiz', order: 3, passMark: 80, quizQuestions: ['q1'] }).success).toBe(true);
  });
});
