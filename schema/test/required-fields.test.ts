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
  it("marks a field of an optional group only when the group is required: a person's program id", () => {
    for (const name of ['tutors', 'parents', 'students']) {
      const entity = getResource(name).entity;
      const parsed = entity.schemas.create.safeParse({ contactDetails: { firstName: 'A', lastName: 'B', email: 'a@example.org' } });
      // The record may leave its program out, so the form does not mark its id as required.
      const programMissing = !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'program');
      expect(isRequiredField(entity, 'program.programId')).toBe(programMissing);
    }
    expect(isRequiredField(getResource('tutors').entity, 'contactDetails.firstName')).toBe(true);
  });
  it('knows no unknown path', () => {
    expect(isRequiredField(getResource('sessions').entity, 'nothing.here')).toBe(false);
  });
});
