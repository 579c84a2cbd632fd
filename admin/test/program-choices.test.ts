import { describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@binome/schema';
import { programsAllowed } from '../src/crud/program-choices.ts';

const ability = (rules: object[]) => createMongoAbility(rules as never) as AppAbility;

describe('programs a form offers', () => {
  it('are those of the reader’s rules (walk report C-4: a coordinator of two programs was offered four)', () => {
    const coordinator = ability([
      { action: ['create', 'read'], subject: 'sessions', conditions: { 'program.programId': { $in: ['home-classes-in-person', 'online-classes'] } } },
    ]);
    expect(programsAllowed(coordinator, 'create', 'sessions')).toEqual(['home-classes-in-person', 'online-classes']);
  });

  it('are all of them for a rule without a program, none without a rule', () => {
    expect(programsAllowed(ability([{ action: 'create', subject: 'sessions' }]), 'create', 'sessions')).toBeUndefined();
    expect(programsAllowed(ability([{ action: 'read', subject: 'sessions' }]), 'create', 'sessions')).toEqual([]);
  });
});
