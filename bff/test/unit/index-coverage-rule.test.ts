import { describe, expect, it } from 'vitest';
import type { IndexSpec } from '../../src/store/store.ts';
import { isServed, untranslatedOperators } from '../support/index-coverage.ts';

/** The coverage test's reading of MongoDB's ESR rule, on cases whose answer MongoDB's documentation gives. */
const index = (keys: IndexSpec['keys'], partialFilter?: IndexSpec['partialFilter']): IndexSpec => ({
  collection: 'c',
  name: 'i',
  keys,
  ...(partialFilter && { partialFilter }),
});

describe('whether an index serves a query', () => {
  it('takes equality fields as a prefix, then the sort in order or all reversed', () => {
    const roleCreated = [index({ userRole: 1, createdAt: 1, _id: 1 })];
    expect(isServed({ userRole: 'tutor' }, { createdAt: -1, _id: -1 }, roleCreated)).toBe(true);
    expect(isServed({ userRole: { $in: ['tutor', 'parent'] } }, { createdAt: 1, _id: 1 }, roleCreated)).toBe(true);
    // Mixed directions need an index with the same mix.
    expect(isServed({ userRole: 'tutor' }, { createdAt: -1, _id: 1 }, roleCreated)).toBe(false);
    // The sort skips no key.
    expect(isServed({}, { createdAt: 1 }, roleCreated)).toBe(false);
    expect(isServed({ status: 'active' }, { createdAt: 1 }, roleCreated)).toBe(false);
  });

  it('takes a range on the first key, never a filter that only excludes', () => {
    expect(isServed({ at: { $lt: 'x' } }, undefined, [index({ at: -1 })])).toBe(true);
    expect(isServed({ at: { $ne: 'x' } }, undefined, [index({ at: -1 })])).toBe(false);
    expect(isServed({ name: { $regex: 'dup', $options: 'i' } }, undefined, [index({ name: 1 })])).toBe(false);
    expect(isServed({ name: { $regex: '^Dup' } }, undefined, [index({ name: 1 })])).toBe(true);
  });

  it('serves `_id` by value, each `$or` branch by its own index, and a partial index only where it holds', () => {
    expect(isServed({ _id: 'a', status: 'x' }, undefined, [])).toBe(true);
    expect(isServed({ $or: [{ tutorId: 'a' }, { studentId: 'a' }] }, undefined, [index({ tutorId: 1 }), index({ studentId: 1 })])).toBe(true);
    expect(isServed({ $or: [{ tutorId: 'a' }, { studentId: 'a' }] }, undefined, [index({ tutorId: 1 })])).toBe(false);
    const partial = [index({ email: 1 }, { email: { $exists: true }, userRole: 'tutor' })];
    expect(isServed({ email: 'a@b.c' }, undefined, partial)).toBe(false);
    expect(isServed({ email: 'a@b.c', userRole: 'tutor' }, undefined, partial)).toBe(true);
  });

  it('names the operators the adapters are not proven to translate', () => {
    expect(untranslatedOperators({ $and: [{ a: { $in: [1] } }, { b: { $elemMatch: { c: { $gte: 1 } } } }] })).toEqual([]);
    expect(untranslatedOperators({ $expr: { $eq: ['$a', '$b'] }, c: { $type: 'string' } })).toEqual(['$expr', '$type']);
  });
});
