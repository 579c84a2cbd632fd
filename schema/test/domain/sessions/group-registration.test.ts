import { describe, expect, it } from 'vitest';
import { groupRefusalFor, levelFits, placesLeft } from '../../../src/domain/sessions/index.ts';

const group = {
  sessionType: 'group-session',
  status: 'to-be-scheduled',
  program: { programId: 'p1' },
  levels: ['level-5eme'],
  capacity: 2,
  students: [{ userId: 'a' }],
};
const leo = { id: 'leo', programId: 'p1', levelId: 'level-5eme' };

describe('group registration rule', () => {
  it('lets a student of the program and a named level take a place left', () => {
    expect(groupRefusalFor(group, leo)).toBeUndefined();
  });

  it('refuses another program, another level, a private or cancelled session, and a full one', () => {
    expect(groupRefusalFor(group, { ...leo, programId: 'p2' })).toBe('otherProgram');
    expect(groupRefusalFor(group, { ...leo, programId: undefined })).toBe('otherProgram');
    expect(groupRefusalFor(group, { ...leo, levelId: 'level-3eme' })).toBe('otherLevel');
    expect(groupRefusalFor({ ...group, sessionType: 'private-session' }, leo)).toBe('notGroupSession');
    expect(groupRefusalFor({ ...group, status: 'canceled' }, leo)).toBe('notGroupSession');
    expect(groupRefusalFor({ ...group, capacity: 1 }, leo)).toBe('capacityReached');
  });

  it('finds nothing to refuse to a student already in a full session', () => {
    expect(groupRefusalFor({ ...group, capacity: 1 }, { ...leo, id: 'a' })).toBeUndefined();
  });

  it('opens a session naming no level to every level, a named one only to its levels', () => {
    expect(levelFits(undefined, undefined)).toBe(true);
    expect(levelFits([], 'level-3eme')).toBe(true);
    expect(levelFits(['level-5eme'], undefined)).toBe(false);
  });

  it('counts places left, none below zero, null without a limit', () => {
    expect(placesLeft(group)).toBe(1);
    expect(placesLeft({ capacity: 1, students: [{ userId: 'a' }, { userId: 'b' }] })).toBe(0);
    expect(placesLeft({ students: [] })).toBeNull();
  });
});
