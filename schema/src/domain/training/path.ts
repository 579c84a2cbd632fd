import type { TrainingModuleState } from '../../enums/training.ts';

/**
 * The tutors' training path (section 2, "my training path"): the active modules in their order, each done, next or
 * locked for one tutor. A module is open once every earlier one is done; modules done stay done even when an
 * administrator later puts a new module before them (that one is then the next).
 */
export interface PathModule {
  id: string;
  order: number;
}

export interface TrainingPath<M extends PathModule> {
  modules: (M & { state: TrainingModuleState })[];
  done: number;
  total: number;
  /** Whole percent of the modules done, rounded down. */
  percent: number;
  nextModuleId: string | null;
  complete: boolean;
}

/** The modules in the path's order: by `order`, then by id so that two modules of one order keep a stable place. */
export function sortPathModules<M extends PathModule>(modules: readonly M[]): M[] {
  return [...modules].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function trainingPathOf<M extends PathModule>(modules: readonly M[], doneIds: ReadonlySet<string>): TrainingPath<M> {
  let nextModuleId: string | null = null;
  const placed = sortPathModules(modules).map((module) => {
    if (doneIds.has(module.id)) return { ...module, state: 'done' as const };
    if (nextModuleId === null) {
      nextModuleId = module.id;
      return { ...module, state: 'next' as const };
    }
    return { ...module, state: 'locked' as const };
  });
  const done = placed.filter((module) => module.state === 'done').length;
  const total = placed.length;
  return { modules: placed, done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total), nextModuleId, complete: total > 0 && done === total };
}

/** A tutor may work on the next module and go back to one done; never on one after the next. */
export function mayWorkOn(state: TrainingModuleState): boolean {
  return state !== 'locked';
}
