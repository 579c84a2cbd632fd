import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject, type SessionUser } from '../src/index.ts';

/** Who reads and writes the contact page's messages (schema/src/ability/define-ability.ts, grantContactMessages). */
const REM = 'az-rem-4ca0f8d';
const FAC = 'az-fac-5f87232';
const message = (sender: string, programId = REM, extra: Record<string, unknown> = {}) =>
  subject('contactMessages', { sender, program: { programId }, status: 'open', ...extra });
const user = (userRole: string, extra: Partial<SessionUser> = {}): SessionUser => ({ userId: `${userRole}-1`, userRole, status: 'active', ...extra });

describe('contact messages', () => {
  it.each(['tutor', 'parent', 'student', 'prospectLead', 'parentProspect'])(
    'a %s writes the subject and text of their own messages and reads only theirs',
    (role) => {
      const ability = defineAbilityFor(user(role));
      const own = message(`${role}-1`);
      expect(ability.can('create', own, 'subject')).toBe(true);
      expect(ability.can('create', own, 'text')).toBe(true);
      for (const field of ['status', 'answer', 'sender', 'answeredBy', 'program']) expect(ability.can('create', own, field)).toBe(false);
      expect(ability.can('create', message('someone-else'))).toBe(false);
      expect(ability.can('read', own)).toBe(true);
      expect(ability.can('read', message('someone-else'))).toBe(false);
      expect(ability.can('update', own)).toBe(false);
      expect(ability.can('delete', own)).toBe(false);
    },
  );

  it('an administrator reads and answers every message, and writes nothing else on it', () => {
    const ability = defineAbilityFor(user('super_administrator'));
    expect(ability.can('read', message('tutor-1', FAC))).toBe(true);
    expect(ability.can('update', message('tutor-1', FAC), 'answer')).toBe(true);
    for (const field of ['status', 'subject', 'text', 'answeredAt']) expect(ability.can('update', message('tutor-1'), field)).toBe(false);
    expect(ability.can('create', 'contactMessages')).toBe(false);
  });

  it.each(['manager', 'coordinator'])('a %s reads and answers the messages of their programs only', (role) => {
    const ability = defineAbilityFor(user(role, { administrationPreferences: { program: [REM] } }));
    expect(ability.can('read', message('tutor-1', REM))).toBe(true);
    expect(ability.can('update', message('tutor-1', REM), 'answer')).toBe(true);
    expect(ability.can('read', message('tutor-1', FAC))).toBe(false);
    expect(ability.can('update', message('tutor-1', FAC), 'answer')).toBe(false);
    expect(ability.can('delete', message('tutor-1', REM))).toBe(false);
  });

  it.each(['recruiter', 'vsc'])('a %s gets no family messages', (role) => {
    const ability = defineAbilityFor(user(role, { administrationPreferences: { program: [REM] } }));
    expect(ability.can('read', 'contactMessages')).toBe(false);
    expect(ability.can('update', 'contactMessages')).toBe(false);
  });
});
