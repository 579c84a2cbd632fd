import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_PROGRAM_ID, programAfterValidation } from '../../src/index.ts';

describe('the program a validated prospect joins', () => {
  it('gives a prospect lead registered without a program the program new tutors are matched in', () => {
    expect(programAfterValidation({ userRole: 'prospectLead', onBoardingStep: 5 })).toBe(DEFAULT_MATCHING_PROGRAM_ID);
    expect(programAfterValidation({ userRole: 'prospectLead', program: {} })).toBe(DEFAULT_MATCHING_PROGRAM_ID);
  });
  it('keeps the program staff gave a prospect lead', () => {
    expect(programAfterValidation({ userRole: 'prospectLead', program: { programId: 'az-fac-5f87232' } })).toBe('az-fac-5f87232');
  });
  it('replaces an unknown program by the default rather than keeping a program nobody reaches', () => {
    expect(programAfterValidation({ userRole: 'prospectLead', program: { programId: 'no-such-program' } })).toBe(DEFAULT_MATCHING_PROGRAM_ID);
  });
  it('gives none to a parent prospect: their children carry the program', () => {
    expect(programAfterValidation({ userRole: 'parentProspect' })).toBeUndefined();
  });
});
