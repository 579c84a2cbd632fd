import { describe, expect, it } from 'vitest';
import {
  activeByWeek,
  countsByWeek,
  daysBetween,
  defaultPeriod,
  MAX_WEEKS,
  percentile,
  percentileOfCounts,
  rate,
  reportTimeliness,
  waitingFigures,
  weekOf,
  weeksOf,
} from '../../../src/domain/statistics/index.ts';
import { departmentOfZipCode, supplyAndDemandOf, zipCodePatternOf, type MatchStudent, type MatchTutor } from '../../../src/domain/matching/index.ts';

describe('weeks and periods', () => {
  it('puts a day in the week that starts on its Monday', () => {
    expect(weekOf('2025-03-03')).toBe('2025-03-03');
    expect(weekOf('2025-03-09')).toBe('2025-03-03');
    expect(weekOf('2025-03-10')).toBe('2025-03-10');
    expect(weekOf('2025-01-01')).toBe('2024-12-30');
    expect(daysBetween('2025-02-27', '2025-03-02')).toBe(3);
  });

  it('lists the Mondays a period touches, at most MAX_WEEKS of them, the latest kept', () => {
    expect(weeksOf({ from: '2025-03-05', to: '2025-03-17' })).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    const long = weeksOf({ from: '2020-01-01', to: '2025-03-17' });
    expect(long).toHaveLength(MAX_WEEKS);
    expect(long.at(-1)).toBe('2025-03-17');
  });

  it('defaults to the scholar year around today, else the current one, else September to August', () => {
    const years = [
      { startDate: '2023-09-01', endDate: '2024-07-05' },
      { startDate: '2024-09-02', endDate: '2025-07-04', isCurrent: true },
    ];
    expect(defaultPeriod(years, new Date('2024-03-10T10:00:00Z'))).toEqual({ from: '2023-09-01', to: '2024-07-05' });
    expect(defaultPeriod(years, new Date('2025-08-10T10:00:00Z'))).toEqual({ from: '2024-09-02', to: '2025-07-04' });
    expect(defaultPeriod([], new Date('2025-08-10T10:00:00Z'))).toEqual({ from: '2024-09-01', to: '2025-08-31' });
    expect(defaultPeriod([], new Date('2025-09-10T10:00:00Z'))).toEqual({ from: '2025-09-01', to: '2026-08-31' });
  });

  it('adds counts by day into the weeks, and leaves out days outside them', () => {
    const rows = [
      { day: '2025-03-04', held: 2, present: 3 },
      { day: '2025-03-09', held: 1 },
      { day: '2025-03-12', held: 4, present: 1 },
      { day: '2025-02-01', held: 9 },
    ];
    expect(countsByWeek(['2025-03-03', '2025-03-10', '2025-03-17'], rows, ['held', 'present'])).toEqual([
      { week: '2025-03-03', held: 3, present: 3 },
      { week: '2025-03-10', held: 4, present: 1 },
      { week: '2025-03-17', held: 0, present: 0 },
    ]);
  });
});

describe('rates and percentiles', () => {
  it('gives a share in percent with one decimal, null when there is nothing to divide', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(2, 2)).toBe(100);
    expect(rate(0, 0)).toBeNull();
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([15, 20, 35, 40, 50], 50)).toBe(35);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([10, 1, 5], 0)).toBe(1);
    expect(percentile([10, 1, 5], 100)).toBe(10);
  });

  it('reads counted values like the values repeated', () => {
    expect(
      percentileOfCounts(
        [
          { value: 30, count: 1 },
          { value: 2, count: 3 },
        ],
        50,
      ),
    ).toBe(2);
    expect(
      percentileOfCounts(
        [
          { value: 30, count: 1 },
          { value: 2, count: 3 },
        ],
        90,
      ),
    ).toBe(30);
    expect(percentileOfCounts([{ value: 4, count: 0 }], 50)).toBeNull();
  });

  it('sums up waiting times: median, 90th percentile and ranges', () => {
    expect(waitingFigures([0, 3, 10, 45, 200])).toEqual({
      count: 5,
      medianDays: 10,
      p90Days: 200,
      ranges: [
        { range: '0-7', count: 2 },
        { range: '8-30', count: 1 },
        { range: '31-90', count: 1 },
        { range: '91-180', count: 0 },
        { range: '181+', count: 1 },
      ],
    });
    expect(waitingFigures([])).toMatchObject({ count: 0, medianDays: null, p90Days: null });
  });
});

describe('active pairs week by week', () => {
  it('starts from the pairs made before, then adds those made and takes away those dissociated', () => {
    const weeks = ['2025-03-03', '2025-03-10', '2025-03-17'];
    const made = [
      { day: '2025-02-25', count: 1 },
      { day: '2025-03-04', count: 2 },
      { day: '2025-03-18', count: 1 },
    ];
    const ended = [{ day: '2025-03-12', count: 1 }];
    expect(activeByWeek(weeks, 3, made, ended)).toEqual([
      { week: '2025-03-03', activePairs: 6, made: 2, dissociated: 0 },
      { week: '2025-03-10', activePairs: 5, made: 0, dissociated: 1 },
      { week: '2025-03-17', activePairs: 6, made: 1, dissociated: 0 },
    ]);
  });
});

describe('reports entered on time', () => {
  const end = '2025-03-04T17:00:00.000Z';
  const now = new Date('2025-03-20T10:00:00Z');
  it('is on time when entered or confirmed within 48 hours of the end of the occurrence', () => {
    expect(reportTimeliness({ status: 'entered', enteredAt: '2025-03-06T17:00:00.000Z', occurrenceEnd: end }, now)).toBe('onTime');
    expect(reportTimeliness({ status: 'confirmed', enteredAt: '2025-03-04T18:00:00.000Z', occurrenceEnd: end }, now)).toBe('onTime');
    expect(reportTimeliness({ status: 'entered', enteredAt: '2025-03-06T17:00:01.000Z', occurrenceEnd: end }, now)).toBe('late');
  });

  it('is late when not entered once the 48 hours have passed, pending before', () => {
    expect(reportTimeliness({ status: 'partially-entered', enteredAt: '2025-03-05T10:00:00.000Z', occurrenceEnd: end }, now)).toBe('late');
    expect(reportTimeliness({ status: 'to-be-entered', enteredAt: undefined, occurrenceEnd: end }, new Date('2025-03-05T10:00:00Z'))).toBe('pending');
  });
});

describe('departments and supply and demand', () => {
  it('matches the postal codes of a department, the inverse of departmentOfZipCode', () => {
    for (const zip of ['75011', '20090', '20220', '97400', '01000', '13008']) {
      const department = departmentOfZipCode(zip)!;
      expect(new RegExp(zipCodePatternOf(department)!).test(zip), `${zip} in ${department}`).toBe(true);
    }
    expect(new RegExp(zipCodePatternOf('2A')!).test('20220')).toBe(false);
    expect(zipCodePatternOf('20')).toBeUndefined();
    expect(zipCodePatternOf('97')).toBeUndefined();
    expect(zipCodePatternOf('x1')).toBeUndefined();
  });

  it('counts places of open tutors against waiting students, by level and by department', () => {
    const tutor = (id: string, levels: string[], department: string, capacity: number, matched: string[], status = 'active'): MatchTutor => ({
      id,
      fullName: id,
      programId: 'p',
      status,
      commitmentStatus: undefined,
      gender: undefined,
      levels,
      sectors: [],
      establishments: [],
      department,
      subject: undefined,
      availability: [],
      capacity,
      matchedStudents: matched,
      modes: ['online', 'in-person'],
      home: undefined,
      homeDepartment: undefined,
    });
    const student = (id: string, level: string, department: string, matchingStatus = 'unmatched'): MatchStudent => ({
      id,
      fullName: id,
      programId: 'p',
      status: 'active',
      gender: undefined,
      matchingStatus,
      situation: undefined,
      level,
      sectors: [],
      establishments: [],
      department,
      subject: undefined,
      availability: [],
      waitingSince: undefined,
      modes: ['online', 'in-person'],
      tutoringType: undefined,
      home: undefined,
      homeDepartment: undefined,
      maxDistanceKm: undefined,
    });
    const { byLevel, byDepartment } = supplyAndDemandOf(
      [tutor('t1', ['6e', '5e'], '75', 2, ['s9']), tutor('t2', ['6e'], '93', 1, ['s8']), tutor('t3', ['3e'], '75', 3, [], 'on-hold')],
      [student('s1', '6e', '75'), student('s2', '6e', '93'), student('s3', '4e', '93'), student('s4', '5e', '75', 'private-session')],
    );
    expect(byLevel).toEqual([
      { key: '4e', places: 0, studentsWaiting: 1 },
      { key: '6e', places: 1, studentsWaiting: 2 },
      { key: '5e', places: 1, studentsWaiting: 0 },
    ]);
    expect(byDepartment).toEqual([
      { key: '93', places: 0, studentsWaiting: 2 },
      { key: '75', places: 1, studentsWaiting: 1 },
    ]);
  });
});
