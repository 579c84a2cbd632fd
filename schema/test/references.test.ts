import { describe, expect, it } from 'vitest';
import { f } from '../src/entities/fields.ts';
import { referencesIn, referencesSetBy } from '../src/entities/references.ts';

const fields = {
  sessionId: f.reference('sessions'),
  tutors: f.list(f.object({ userId: f.reference('tutors'), fullName: f.text() })),
  assignment: f.object({ level: f.reference('levels'), sectors: f.list(f.reference('sectors')) }),
  validatedBy: f.reference('users', { serverManaged: true }),
  note: f.text(),
};

describe('the references a record names', () => {
  it('finds them at any depth, with the field and the entry they sit in', () => {
    const record = {
      sessionId: 's-1',
      tutors: [{ userId: 't-1', fullName: 'A' }, { userId: 't-2' }],
      assignment: { level: 'l-1', sectors: ['x', ''] },
      validatedBy: 'u-1',
      note: 'n',
    };
    expect(referencesIn(fields, record)).toEqual([
      { path: 'sessionId', fieldPath: 'sessionId', resource: 'sessions', id: 's-1', serverManaged: false },
      { path: 'tutors.0.userId', fieldPath: 'tutors.userId', resource: 'tutors', id: 't-1', serverManaged: false },
      { path: 'tutors.1.userId', fieldPath: 'tutors.userId', resource: 'tutors', id: 't-2', serverManaged: false },
      { path: 'assignment.level', fieldPath: 'assignment.level', resource: 'levels', id: 'l-1', serverManaged: false },
      { path: 'assignment.sectors.0', fieldPath: 'assignment.sectors', resource: 'sectors', id: 'x', serverManaged: false },
      { path: 'validatedBy', fieldPath: 'validatedBy', resource: 'users', id: 'u-1', serverManaged: true },
    ]);
  });

  it('says which ones a write sets or changes: not those it keeps, even moved within a list', () => {
    const before = { sessionId: 's-1', tutors: [{ userId: 't-1' }, { userId: 't-2' }] };
    const after = { sessionId: 's-2', tutors: [{ userId: 't-2' }, { userId: 't-3' }, { userId: 't-1' }] };
    expect(referencesSetBy(fields, before, after).map(({ path, id }) => `${path}=${id}`)).toEqual(['sessionId=s-2', 'tutors.1.userId=t-3']);
    expect(referencesSetBy(fields, undefined, before)).toHaveLength(3);
  });
});
