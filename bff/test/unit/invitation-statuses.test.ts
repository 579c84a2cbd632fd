import { describe, expect, it } from 'vitest';
import { STATUSES_WITHOUT_SIGN_IN } from '@binome/schema';
import { CLOSED_STATUSES, INACTIVE_STATUSES } from '../../src/auth/account-statuses.ts';

describe('who may be invited', () => {
  it('leaves out exactly the statuses that sign-in refuses, so no invitation leads to a refusal', () => {
    expect([...STATUSES_WITHOUT_SIGN_IN].sort()).toEqual([...CLOSED_STATUSES, ...INACTIVE_STATUSES].sort());
  });
});
