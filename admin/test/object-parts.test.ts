import { describe, expect, it } from 'vitest';
import { getResource, type Field } from '@binome/schema';
import { objectParts } from '../src/crud/field-kinds/object-parts.ts';

const sessions = getResource('sessions').entity;
const participant = (sessions.fields['students'] as Extract<Field, { kind: 'list' }>).of as Extract<Field, { kind: 'object' }>;
const record = { userId: 'demo-student-1', fullName: 'Chloé Roussel', absence: false, attendance: 'present' };
const names = (labelOf: (resource: string, id: string) => string | null, compact = true) =>
  objectParts(participant.fields, record, compact, labelOf).map(([name]) => name);

describe('a participant in a cell', () => {
  it('is named once, by the label the server gave, without its flags', () => {
    expect(names(() => 'Chloé Roussel')).toEqual(['userId', 'attendance']);
  });

  it('is named by the stored name where the reader may not see the person, never as not accessible', () => {
    expect(names(() => null)).toEqual(['fullName', 'attendance']);
  });

  it('keeps its flags on a record page', () => {
    expect(names(() => 'Chloé Roussel', false)).toEqual(['userId', 'absence', 'attendance']);
  });
});
