import { describe, expect, it } from 'vitest';
import { menuFor } from '@binome/schema';
import { actorKey, recordPathOf, shownChanges } from '../src/support/audit-entry.ts';
import { historyFilters } from '../src/support/history-filters.ts';
import { scopesToSend } from '../src/support/api-keys.ts';
import { securityEventTone } from '../src/support/security-events.ts';
import { exportUrl } from '../src/crud/export-csv.ts';
import { MENU_ICONS, PAGE_ICONS } from '../src/layout/menu-icons.ts';

describe("a record's history", () => {
  it('shows the labelled fields of the record, counts the redacted ones, and leaves out its own who-and-when fields', () => {
    const { shown, hidden } = shownChanges({
      resource: 'establishments',
      changes: [
        { field: 'establishmentName', before: 'Avant', after: 'Après' },
        { field: 'priorityEducation', after: 'rep' },
        { field: 'contactName', redacted: true },
        { field: 'updatedAt', before: '2026-01-01', after: '2026-01-02' },
        { field: 'updatedBy', after: 'demo-super_administrator' },
        { field: 'notAField', after: 'x' },
      ],
    });
    expect(shown.map((change) => [change.path, change.field.labelKey, change.before, change.after])).toEqual([
      ['establishmentName', 'establishments.fields.establishmentName', 'Avant', 'Après'],
      ['priorityEducation', expect.stringContaining('priorityEducation'), undefined, 'rep'],
    ]);
    expect(hidden).toBe(1);
  });

  it('leaves out an update whose before and after read the same', () => {
    const before = [
      { dayOfTheWeek: 2, startTime: '17:00', endTime: '18:00', taken: false },
      { dayOfTheWeek: 1, startTime: '09:00', endTime: '10:00' },
    ];
    const after = [
      { dayOfTheWeek: 1, startTime: '09:00', endTime: '10:00' },
      { endTime: '18:00', startTime: '17:00', dayOfTheWeek: 2, taken: true },
    ];
    const { shown } = shownChanges({
      resource: 'tutors',
      action: 'update',
      changes: [
        { field: 'tutorPreferences.availability', before, after },
        { field: 'contactDetails.firstName', before: 'Léa', after: 'Léa' },
        { field: 'contactDetails.lastName', before: 'Martin', after: 'Morel' },
      ],
    });
    expect(shown.map((change) => change.path)).toEqual(['contactDetails.lastName']);
    const moved = [{ dayOfTheWeek: 3, startTime: '17:00', endTime: '18:00' }];
    expect(
      shownChanges({ resource: 'tutors', action: 'update', changes: [{ field: 'tutorPreferences.availability', before, after: moved }] }).shown,
    ).toHaveLength(1);
  });

  it('shows nothing of an unknown resource but what was hidden', () => {
    expect(
      shownChanges({
        resource: 'gone',
        changes: [
          { field: 'a', after: 1 },
          { field: 'b', redacted: true },
        ],
      }),
    ).toEqual({ shown: [], hidden: 1 });
  });

  it('names who acted, or what they were when there is no name to show', () => {
    expect(actorKey({ actorId: 'u1', actorName: 'Nathalie Garnier', actorRole: 'super_administrator' })).toEqual({
      name: 'Nathalie Garnier',
      roleKey: 'enums.role.super_administrator',
    });
    expect(actorKey({ actorId: 'apiKey:k1', actorName: null, actorRole: 'partner' })).toEqual({
      name: null,
      nameKey: 'staffSupport.actor.partner',
      roleKey: 'staffSupport.actor.partner',
    });
    expect(actorKey({ actorId: 'system', actorName: null, actorRole: 'system' })).toMatchObject({ nameKey: 'staffSupport.actor.system' });
    expect(actorKey({ actorId: 'u2', actorName: null, actorRole: 'manager' })).toEqual({
      name: null,
      nameKey: 'staffSupport.actor.notAccessible',
      roleKey: 'enums.role.manager',
    });
  });

  it('links a record to its page when its resource has one', () => {
    expect(recordPathOf('tutors', 'a b')).toBe('/manage/tutors/view/a%20b');
    expect(recordPathOf('sessionOccurrences', 'x')).toBeUndefined();
    expect(recordPathOf('unknown', 'x')).toBeUndefined();
  });
});

describe('the history search', () => {
  it("turns the choices into the audit view's query, a record only within its type", () => {
    expect(historyFilters({ actorId: 'u1', recordId: 'r1', action: 'update', from: '2026-01-01T00:00:00.000Z', to: undefined })).toEqual([
      { field: 'actorId', operator: 'eq', value: 'u1' },
      { field: 'action', operator: 'eq', value: 'update' },
      { field: 'from', operator: 'eq', value: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(historyFilters({ resource: 'tutors', recordId: 'r1', showReads: true }).map((filter) => ('field' in filter ? filter.field : undefined))).toEqual([
      'resource',
      'recordId',
    ]);
    expect(historyFilters({ showReads: true })).toEqual([]);
  });

  it('leaves reads out unless they are asked for or an action is chosen', () => {
    expect(historyFilters({})).toEqual([{ field: 'action', operator: 'eq', value: 'create,update,delete' }]);
    expect(historyFilters({ action: 'read' })).toEqual([{ field: 'action', operator: 'eq', value: 'read' }]);
    expect(historyFilters({ showReads: true })).toEqual([]);
  });

  it('exports through the same query, sorted by date', () => {
    const url = exportUrl(
      'audit',
      [...historyFilters({ actorId: 'u1', action: 'update' }), { field: 'lang', operator: 'eq', value: 'en' }],
      [{ field: 'at', order: 'asc' }],
    );
    expect(url).toBe('/v1/audit/export.csv?_order=asc&_sort=at&action=update&actorId=u1&lang=en');
  });
});

describe('the partner keys', () => {
  it('sends each chosen scope once, and never a half-filled row', () => {
    expect(
      scopesToSend([
        { resource: 'levels', access: 'read' },
        { access: 'read' },
        { resource: 'levels', access: 'read' },
        { resource: 'levels', access: 'write' },
        {},
      ]),
    ).toEqual([
      { resource: 'levels', access: 'read' },
      { resource: 'levels', access: 'write' },
    ]);
    expect(scopesToSend(undefined)).toEqual([]);
  });
});

describe('the security log', () => {
  it('makes lockouts and refusals stand out', () => {
    expect(securityEventTone('lockout')).toBe('red');
    expect(securityEventTone('signInFailed')).toBe('orange');
    expect(securityEventTone('signIn')).toBe('default');
  });
});

describe('the support menu', () => {
  it("is the administrator's, with an icon for each page", () => {
    const support = menuFor({ userId: 'u1', userRole: 'super_administrator' }).find((entry) => entry.key === 'support');
    expect(support && 'items' in support ? support.items.map((item) => item.path) : []).toEqual(['/history', '/security-log', '/api-keys']);
    for (const page of ['history', 'securityLog', 'apiKeys']) expect(MENU_ICONS[PAGE_ICONS[page]!], page).toBeDefined();
  });
});
