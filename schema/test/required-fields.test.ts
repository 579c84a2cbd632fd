import { describe, expect, it } from 'vitest';
import { getResource, isRequiredField } from '../src/index.ts';

describe('the fields a form marks as required', () => {
  it('follows the descriptor', () => {
    const tutors = getResource('tutors').entity;
    expect(isRequiredField(tutors, 'contactDetails.firstName')).toBe(true);
    expect(isRequiredField(tutors, 'gender')).toBe(false);
  });
  it("marks a list a record rule requires: a session's VSCs (at least one)", () => {
    const sessions = getResource('sessions').entity;
    expect(isRequiredField(sessions, 'vsc')).toBe(true);
    expect(isRequiredField(sessions, 'vsc.vscId')).toBe(true);
    expect(isRequiredField(sessions, 'vsc.vscName')).toBe(false);
  });
  it('knows no unknown path', () => {
    expect(isRequiredField(getResource('sessions').entity, 'nothing.here')).toBe(false);
  });
});
