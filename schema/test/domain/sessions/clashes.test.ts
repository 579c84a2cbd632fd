import { describe, expect, it } from 'vitest';
import { expandOccurrences, findClashes, type BusyPerson, type BusySlot } from '../../../src/domain/sessions/index.ts';

const tutor = { userId: 'tutor-1', fullName: 'Juliette Lopez', role: 'tutor' as const };
const student = { userId: 'student-1', fullName: 'Hugo Martin', role: 'student' as const };
const slot = (sessionId: string, startDate: string, endDate: string, people: readonly BusyPerson[] = [tutor]): BusySlot => ({
  sessionId,
  startDate,
  endDate,
  people,
});

describe('findClashes', () => {
  it('treats intervals as half-open: back-to-back sessions do not clash', () => {
    expect(
      findClashes(
        [slot('new', '2026-11-17T16:00:00.000Z', '2026-11-17T17:00:00.000Z')],
        [slot('other', '2026-11-17T17:00:00.000Z', '2026-11-17T18:00:00.000Z')],
      ),
    ).toEqual([]);
  });

  it('names the person, the occurrence and the other session for every overlap', () => {
    const clashes = findClashes(
      [slot('new', '2026-11-17T16:00:00.000Z', '2026-11-17T17:00:00.000Z', [tutor, student])],
      [{ ...slot('other', '2026-11-17T16:30:00.000Z', '2026-11-17T17:30:00.000Z', [student]), occurrenceId: 'occ-9' }],
    );
    expect(clashes).toEqual([
      {
        startDate: '2026-11-17T16:00:00.000Z',
        endDate: '2026-11-17T17:00:00.000Z',
        userId: 'student-1',
        fullName: 'Hugo Martin',
        role: 'student',
        otherSessionId: 'other',
        otherOccurrenceId: 'occ-9',
        otherStartDate: '2026-11-17T16:30:00.000Z',
        otherEndDate: '2026-11-17T17:30:00.000Z',
      },
    ]);
  });

  it('checks every occurrence of a series, not only the first: the 20th clashes', () => {
    const series = expandOccurrences({
      startDate: '2026-09-08T15:00:00.000Z',
      endDate: '2026-09-08T16:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2027-06-30',
      holidays: [],
    });
    const twentieth = series[19]!;
    const clashes = findClashes(
      series.map((occurrence) => slot('new', occurrence.startDate, occurrence.endDate)),
      [slot('other', twentieth.startDate, twentieth.endDate)],
    );
    expect(clashes.map((clash) => clash.startDate)).toEqual([twentieth.startDate]);
  });

  it('finds overlaps hidden behind a long booked interval', () => {
    const long = slot('long', '2026-11-17T08:00:00.000Z', '2026-11-17T20:00:00.000Z');
    const short = slot('short', '2026-11-17T09:00:00.000Z', '2026-11-17T10:00:00.000Z');
    const clashes = findClashes([slot('new', '2026-11-17T15:00:00.000Z', '2026-11-17T16:00:00.000Z')], [long, short]);
    expect(clashes.map((clash) => clash.otherSessionId)).toEqual(['long']);
  });

  it('stays exact on a year of a weekly series against thousands of bookings', () => {
    const series = expandOccurrences({
      startDate: '2026-09-07T15:00:00.000Z',
      endDate: '2026-09-07T16:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2027-08-31',
      holidays: [],
    });
    const candidates = series.map((occurrence) => slot('new', occurrence.startDate, occurrence.endDate, [tutor, student]));
    const existing: BusySlot[] = [];
    for (let index = 0; index < 2000; index += 1) {
      // Bookings on the hour, every 4 hours, from 1 September: some fall on Mondays at 17:00 Paris.
      const start = Date.parse('2026-09-01T00:00:00.000Z') + index * 4 * 3_600_000;
      existing.push(slot(`s${index}`, new Date(start).toISOString(), new Date(start + 3_600_000).toISOString(), [index % 2 ? tutor : student]));
    }
    const clashes = findClashes(candidates, existing);
    const naive = candidates.flatMap((candidate) =>
      existing.flatMap((other) =>
        candidate.people.filter(
          (person) =>
            other.people.some((entry) => entry.userId === person.userId) &&
            Date.parse(other.startDate) < Date.parse(candidate.endDate) &&
            Date.parse(candidate.startDate) < Date.parse(other.endDate),
        ),
      ),
    );
    expect(clashes).toHaveLength(naive.length);
  });
});
