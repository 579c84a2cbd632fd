import { describe, expect, it } from 'vitest';
import { DEPARTMENT_OPTIONS, departmentOfPerson, departmentOfZipCode, distinctDepartments } from '../../src/index.ts';

describe('the department of a postal code', () => {
  it('is the first two digits in metropolitan France', () => {
    expect(departmentOfZipCode('75011')).toBe('75');
    expect(departmentOfZipCode('92100')).toBe('92');
    expect(departmentOfZipCode('01000')).toBe('01');
    expect(departmentOfZipCode('95000')).toBe('95');
    expect(departmentOfZipCode(' 69003 ')).toBe('69');
  });

  it('tells the two Corsican departments apart (200–201 Corse-du-Sud, 202–206 Haute-Corse)', () => {
    expect(departmentOfZipCode('20000')).toBe('2A');
    expect(departmentOfZipCode('20190')).toBe('2A');
    expect(departmentOfZipCode('20200')).toBe('2B');
    expect(departmentOfZipCode('20600')).toBe('2B');
    expect(departmentOfZipCode('20700')).toBeUndefined();
  });

  it('is the first three digits overseas, with the collectivities that kept Guadeloupe’s codes', () => {
    expect(departmentOfZipCode('97110')).toBe('971');
    expect(departmentOfZipCode('97200')).toBe('972');
    expect(departmentOfZipCode('97300')).toBe('973');
    expect(departmentOfZipCode('97400')).toBe('974');
    expect(departmentOfZipCode('97600')).toBe('976');
    expect(departmentOfZipCode('97500')).toBe('975');
    expect(departmentOfZipCode('97133')).toBe('977');
    expect(departmentOfZipCode('97150')).toBe('978');
    expect(departmentOfZipCode('98600')).toBe('986');
    expect(departmentOfZipCode('98714')).toBe('987');
    expect(departmentOfZipCode('98800')).toBe('988');
  });

  it('is nothing for what names no department: Monaco, malformed codes, 00', () => {
    for (const zipCode of ['98000', '7501', '750011', 'ABCDE', '', '00100', '96000']) expect(departmentOfZipCode(zipCode), zipCode).toBeUndefined();
  });

  it('answers only ids of the department list', () => {
    const ids = new Set(DEPARTMENT_OPTIONS.map((department) => department.departmentId));
    for (const zipCode of ['75011', '20000', '20200', '97400', '97133', '98800', '13008', '59000'])
      expect(ids.has(departmentOfZipCode(zipCode)!), zipCode).toBe(true);
  });
});

describe('the department of a person', () => {
  it('comes from a French address first', () => {
    expect(departmentOfPerson({ address: { zipCode: '92100' }, homeDepartment: '75' })).toBe('92');
    expect(departmentOfPerson({ address: { zipCode: '97400', country: 'reunion' } })).toBe('974');
    expect(departmentOfPerson({ address: { zipCode: '75011', country: 'france' } })).toBe('75');
  });

  it('falls back on what the record names: home department, where a tutor tutors, a parent’s department', () => {
    expect(departmentOfPerson({ homeDepartment: '69' })).toBe('69');
    expect(departmentOfPerson({ address: { zipCode: '1000', country: 'belgium' }, tutorPreferences: { assignment: { department: '59' } } })).toBe('59');
    expect(departmentOfPerson({ address: { zipCode: '75011', country: 'belgium' }, parentPreferences: { department: '13' } })).toBe('13');
    expect(departmentOfPerson({ parentPreferences: { department: { departmentId: '33', departmentName: 'Gironde' } as never } })).toBe('33');
  });

  it('is nothing when nothing says, or says a code that is no department', () => {
    expect(departmentOfPerson({})).toBeUndefined();
    expect(departmentOfPerson({ address: { zipCode: '98000' }, homeDepartment: '00' })).toBeUndefined();
    expect(departmentOfPerson({ homeDepartment: 'Paris' })).toBeUndefined();
  });

  it('lists the departments of several, once each', () => {
    expect(distinctDepartments(['92', '75', undefined, '92', ''])).toEqual(['75', '92']);
  });
});
