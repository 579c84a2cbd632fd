import { describe, expect, it } from 'vitest';
import { defineAbilityFor, getResource, type StaffRole } from '@binome/schema';
import { screenRights } from '../src/crud/screen-rights.ts';
import { accessControlProvider } from '../src/providers/access-control-provider.ts';

const PROGRAM = 'az-rem-4ca0f8d';
const OTHER_PROGRAM = 'az-fac-5f87232';
const session = (role: StaffRole) => ({
  role,
  ability: defineAbilityFor({ userId: `${role}-1`, userRole: role, status: 'active', administrationPreferences: { program: [PROGRAM] } }),
});
const rightsOf = (role: StaffRole, resourceName: string, record?: Record<string, unknown>) => {
  const { ability } = session(role);
  return screenRights(role, ability, getResource(resourceName), record);
};
const offered = (role: StaffRole, resourceName: string, record?: Record<string, unknown>) =>
  (['list', 'add', 'view', 'edit', 'delete'] as const).filter((action) => rightsOf(role, resourceName, record)(action));

describe('a button is shown when its screen is the person’s and their rules allow the action', () => {
  it('offers the administrator every record screen of pairs and matching, without deleting a pair', () => {
    expect(offered('super_administrator', 'pairs', { id: 'p-1', program: { programId: PROGRAM } })).toEqual(['list', 'add', 'view', 'edit']);
    expect(offered('super_administrator', 'matching', { id: 'm-1' })).toEqual(['list', 'add', 'view', 'edit', 'delete']);
  });

  it('hides a button whose screen is not given even where the rules allow the action', () => {
    expect(session('super_administrator').ability.can('create', 'dataDeletionRequests')).toBe(true);
    expect(rightsOf('super_administrator', 'dataDeletionRequests')('add')).toBe(false);
    // The recruiter may read class reports through the API, but has no report screen: no link to them.
    expect(session('recruiter').ability.can('read', 'classReports')).toBe(true);
    expect(rightsOf('recruiter', 'classReports')('list')).toBe(false);
  });

  it('offers the recruiter a view of a colleague, and no edit', () => {
    expect(offered('recruiter', 'collaborators', { id: 'c-1', userRole: 'coordinator' })).toEqual(['list', 'view']);
  });

  it('follows the record: a scoped manager neither opens nor edits a tutor of another program', () => {
    expect(offered('manager', 'tutors', { id: 't-1', program: { programId: PROGRAM } })).toEqual(['list', 'add', 'view', 'edit', 'delete']);
    expect(offered('manager', 'tutors', { id: 't-2', program: { programId: OTHER_PROGRAM } })).toEqual(['list', 'add']);
  });

  it('gives Refine’s own buttons the same answer', async () => {
    const { role, ability } = session('super_administrator');
    const { can } = accessControlProvider(role, ability);
    expect((await can({ resource: 'pairs', action: 'edit', params: { id: 'p-1' } })).can).toBe(true);
    expect((await can({ resource: 'data-deletion-requests', action: 'create' })).can).toBe(false);
    expect((await can({ resource: 'dataDeletionRequests', action: 'list' })).can).toBe(true);
    const recruiter = accessControlProvider('recruiter', session('recruiter').ability);
    expect((await recruiter.can({ resource: 'class-reports', action: 'list' })).can).toBe(false);
    expect((await recruiter.can({ resource: 'collaborators', action: 'show', params: { record: { id: 'c-1', userRole: 'vsc' } } })).can).toBe(true);
    expect((await recruiter.can({ resource: 'collaborators', action: 'export' })).can).toBe(true);
    expect((await recruiter.can({ resource: 'nothing', action: 'list' })).can).toBe(false);
  });
});
