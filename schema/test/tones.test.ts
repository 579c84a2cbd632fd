import { describe, expect, it } from 'vitest';
import { ALL_ENUMS, defineEnum, hasTones, onboardingSteps, sessionStatuses, toneOf, TONES, userStatuses, type EnumDefinition } from '../src/index.ts';

/** Enumerations that say where something stands: each of their values must carry a meaning. */
const STATUS_LIKE = [
  'userStatus',
  'tutorCommitmentStatus',
  'adminDisplayStatus',
  'onboardingStep',
  'onboardingStatus',
  'sessionStatus',
  'session0SubStatus',
  'sessionPresentationStatus',
  'reportEntryStatus',
  'attendance',
  'studentSituation',
  'studentPipeline',
  'folderStatus',
  'matchingStatus',
  'fileCompleteness',
  'pairStatus',
  'prospectDecision',
  'dataDeletionStatus',
];

describe('tones of enumeration values', () => {
  it.each(STATUS_LIKE)('%s gives every value a known tone', (name) => {
    const enumeration = ALL_ENUMS.find((entry) => entry.name === name) as EnumDefinition;
    expect(enumeration, name).toBeDefined();
    expect(hasTones(enumeration)).toBe(true);
    for (const value of enumeration.values) expect(TONES).toContain(enumeration.tones?.[value]);
  });

  it('says what a value means', () => {
    expect(toneOf(userStatuses, 'active')).toBe('success');
    expect(toneOf(userStatuses, 'suspended')).toBe('danger');
    expect(toneOf(sessionStatuses, 'canceled')).toBe('danger');
    expect(toneOf(sessionStatuses, 'to-be-scheduled')).toBe('progress');
    expect(toneOf(sessionStatuses, 'session-0-to-be-scheduled')).toBe('warning');
    expect(toneOf(onboardingSteps, 7)).toBe('success');
    expect(toneOf(onboardingSteps, 2)).toBe('progress');
  });

  it('gives an old spelling the tone of the value it stands for, and anything unknown a neutral one', () => {
    expect(toneOf(userStatuses, 'deactiveted')).toBe(toneOf(userStatuses, 'deactivated'));
    expect(toneOf(userStatuses, 'no-such-status')).toBe('neutral');
    expect(toneOf(userStatuses, undefined)).toBe('neutral');
    const plain = ALL_ENUMS.find((entry) => entry.name === 'gender')!;
    expect(hasTones(plain)).toBe(false);
    expect(toneOf(plain, 'female')).toBe('neutral');
  });

  it('refuses at load time tones that forget a value or name one that does not exist', () => {
    expect(() => defineEnum('test', ['a', 'b'], { tones: { a: 'success' } as never })).toThrow(/missing for \[b\]/);
    expect(() => defineEnum('test', ['a'], { tones: { a: 'success', c: 'danger' } as never })).toThrow(/for no value \[c\]/);
    expect(() => defineEnum('test', ['a'], { tones: { a: 'pink' } as never })).toThrow(/unknown \[pink\]/);
  });
});
