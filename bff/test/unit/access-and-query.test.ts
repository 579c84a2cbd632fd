import { describe, expect, it } from 'vitest';
import { defineAbilityFor, getResource } from '@binome/schema';
import { accessFilter, fieldAllowed, projectRecord } from '../../src/resources/access.ts';
import { accentInsensitive, toListQuery } from '../../src/resources/list-query.ts';
import { prefixed, visibleEntriesFilter } from '../../src/audit/audit.handlers.ts';
import { changedFields, mergePatch } from '../../src/resources/documents.ts';

describe('access as a query', () => {
  it('is an empty filter for unconditional rights, a condition for scoped ones, null for none', () => {
    const admin = defineAbilityFor({ userId: 'a', userRole: 'super_administrator' });
    expect(accessFilter(admin, 'read', 'tutors')).toEqual({});
    const manager = defineAbilityFor({ userId: 'm', userRole: 'manager', administrationPreferences: { program: ['az-zup-6g98343'] } });
    expect(accessFilter(manager, 'read', 'tutors')).toEqual({ $or: [{ 'program.programId': { $in: ['az-zup-6g98343'] } }] });
    const tutor = defineAbilityFor({ userId: 't', userRole: 'tutor' });
    expect(accessFilter(tutor, 'read', 'parents')).toBeNull();
  });

  it('moves an access filter under the audit snapshot, operators untouched', () => {
    expect(prefixed({ $or: [{ 'program.programId': { $in: ['p'] } }, { $nor: [{ userId: 'x' }] }] }, 'snapshot.')).toEqual({
      $or: [{ 'snapshot.program.programId': { $in: ['p'] } }, { $nor: [{ 'snapshot.userId': 'x' }] }],
    });
    const tutor = defineAbilityFor({ userId: 't', userRole: 'tutor' });
    expect(JSON.stringify(visibleEntriesFilter(tutor))).toContain('"snapshot.userId":"t"');
  });
});

describe('field filtering', () => {
  it('allows CASL wildcard patterns and projects records to them', () => {
    expect(fieldAllowed(['contactDetails.*'], 'contactDetails.firstName')).toBe(true);
    expect(fieldAllowed(['contactDetails.firstName'], 'contactDetails')).toBe(false);
    expect(fieldAllowed(['contactDetails'], 'contactDetails.email')).toBe(true);
    const record = { id: '1', contactDetails: { firstName: 'Léa', email: 'lea@example.org' }, dateOfBirth: '2012-01-01' };
    expect(projectRecord(record, ['id', 'contactDetails.firstName'])).toEqual({ id: '1', contactDetails: { firstName: 'Léa' } });
  });

  it('merges a PATCH key by key and records what changed', () => {
    const merged = mergePatch({ a: { b: 1, c: 2 }, d: [1], e: 'x' }, { a: { b: 3 }, d: [2], e: null });
    expect(merged).toEqual({ a: { b: 3, c: 2 }, d: [2] });
    expect(changedFields({ a: { b: 1 }, e: 'x' }, { a: { b: 3 } })).toEqual([
      { field: 'a.b', before: 1, after: 3 },
      { field: 'e', before: 'x' },
    ]);
  });
});

describe('list queries', () => {
  const tutors = getResource('tutors').entity;

  it('turns simple-rest parameters into a store query', () => {
    const query = toListQuery(
      tutors,
      {
        _start: '20',
        _end: '30',
        _sort: 'contactDetails.lastName,createdAt',
        _order: 'asc,desc',
        status: ['active', 'on-hold'],
        'tutorPreferences.assignment.numberOfStudentsToSupport_gte': '2',
        onBoardingStep_ne: '1',
      },
      { paginate: true, readable: () => true },
    );
    expect(query.skip).toBe(20);
    expect(query.limit).toBe(10);
    // The tie-break follows the last key's direction, so that one index serves the list both ways.
    expect(query.sort).toEqual({ 'contactDetails.lastName': 1, createdAt: -1, _id: -1 });
    expect(query.filter).toEqual({
      $and: [
        { status: { $in: ['active', 'on-hold'] } },
        { onBoardingStep: { $nin: [1] } },
        { 'tutorPreferences.assignment.numberOfStudentsToSupport': { $gte: 2 } },
      ],
    });
  });

  it('searches accent- and case-insensitively with an escaped pattern', () => {
    const pattern = new RegExp(accentInsensitive('eleve (1)'), 'i');
    expect(pattern.test('Élève (1)')).toBe(true);
    expect(pattern.test('eleve 1')).toBe(false);
  });
});
