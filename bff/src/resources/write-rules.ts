import type { Entity } from '@binome/schema';
import type { SignedIn } from '../http/context.ts';
import { takenSlotsKept } from '../features/availability/taken-slots.rule.ts';

/**
 * Rules a generic write of a resource must keep that neither CASL (who may write which field) nor the descriptor's
 * zod schema (what a valid record is) can say, because they compare the record before and after the write. They
 * run in `createRecord` and `updateRecord` once the record is merged and validated, before anything is stored,
 * and throw a `Problem` to refuse. A feature adds its rule to the list of the resources it guards, here.
 */
export interface WriteRuleInput {
  entity: Entity;
  signedIn: SignedIn;
  /** The stored record, undefined on a create. */
  before: Record<string, unknown> | undefined;
  /** The record as it would be stored. */
  after: Record<string, unknown>;
}

export type WriteRule = (input: WriteRuleInput) => void;

const WRITE_RULES: Partial<Record<string, readonly WriteRule[]>> = {
  tutors: [takenSlotsKept('tutorPreferences')],
  prospects: [takenSlotsKept('tutorPreferences')],
  students: [takenSlotsKept('studentPreferences')],
};

export function applyWriteRules(input: WriteRuleInput): void {
  for (const rule of WRITE_RULES[input.entity.name] ?? []) rule(input);
}
