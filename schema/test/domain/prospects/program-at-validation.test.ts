import { describe, expect, it } from 'vitest';
import { programAtValidation } from '../../../src/domain/prospects/program-at-validation.ts';

describe('the program a validated prospect enters', () => {
  it('keeps the program the prospect already has, whatever is asked', () => {
    expect(programAtValidation({ current: 'az-rem-4ca0f8d', requested: 'az-zup-6g98343', readerPrograms: ['az-zup-6g98343'] })).toEqual({
      programId: 'az-rem-4ca0f8d',
    });
  });
  it('gives the chosen program when it is one of the reader’s, or any for a reader of every program', () => {
    expect(programAtValidation({ requested: 'az-zup-6g98343', readerPrograms: ['az-rem-4ca0f8d', 'az-zup-6g98343'] })).toEqual({ programId: 'az-zup-6g98343' });
    expect(programAtValidation({ requested: 'az-fac-5f87232' })).toEqual({ programId: 'az-fac-5f87232' });
  });
  it('refuses a program outside the reader’s', () => {
    expect(programAtValidation({ requested: 'az-fac-5f87232', readerPrograms: ['az-rem-4ca0f8d'] })).toEqual({ refused: 'programOutsideReach' });
  });
  it('gives a reader of one program theirs without asking, and asks everyone else', () => {
    expect(programAtValidation({ readerPrograms: ['az-per-2ca0z9s'] })).toEqual({ programId: 'az-per-2ca0z9s' });
    expect(programAtValidation({ readerPrograms: ['az-rem-4ca0f8d', 'az-zup-6g98343'] })).toEqual({ refused: 'programRequired' });
    expect(programAtValidation({})).toEqual({ refused: 'programRequired' });
  });
});
