/** Someone taking part in an occurrence, as the conflict check needs them. */
export interface BusyPerson {
  userId: string;
  fullName?: string;
  role: 'tutor' | 'student';
}

/** An occurrence that keeps its people busy from `startDate` (included) to `endDate` (excluded). */
export interface BusySlot {
  occurrenceId?: string;
  sessionId: string;
  startDate: string;
  endDate: string;
  people: readonly BusyPerson[];
}

/** One person booked twice: the candidate occurrence and the other session's occurrence that holds them. */
export interface Clash {
  startDate: string;
  endDate: string;
  userId: string;
  fullName?: string;
  role: BusyPerson['role'];
  otherSessionId: string;
  otherOccurrenceId?: string;
  otherStartDate: string;
  otherEndDate: string;
}

interface Interval {
  start: number;
  end: number;
  slot: BusySlot;
}

/**
 * Every clash between the occurrences of a new or changed series and those already booked, for every person of
 * every occurrence (not only the first, which is how double bookings slip through). Intervals are half-open, so a
 * session ending at 18:00 and one starting at 18:00 do not clash. Each person's intervals are sorted once and swept
 * together: a year of a weekly series against thousands of booked occurrences stays a few milliseconds.
 */
export function findClashes(candidates: readonly BusySlot[], existing: readonly BusySlot[]): Clash[] {
  const booked = intervalsByPerson(existing);
  const wanted = intervalsByPerson(candidates);
  const clashes: Clash[] = [];
  for (const [userId, mine] of wanted) {
    const theirs = booked.get(userId);
    if (!theirs) continue;
    let first = 0;
    for (const candidate of mine) {
      // Candidates come by start time: a booked interval over before this one starts cannot touch the next ones.
      while (first < theirs.length && theirs[first]!.end <= candidate.start) first += 1;
      for (let index = first; index < theirs.length && theirs[index]!.start < candidate.end; index += 1) {
        const other = theirs[index]!;
        if (other.end <= candidate.start) continue;
        const person = candidate.slot.people.find((entry) => entry.userId === userId)!;
        clashes.push({
          startDate: candidate.slot.startDate,
          endDate: candidate.slot.endDate,
          userId,
          ...(person.fullName !== undefined && { fullName: person.fullName }),
          role: person.role,
          otherSessionId: other.slot.sessionId,
          ...(other.slot.occurrenceId !== undefined && { otherOccurrenceId: other.slot.occurrenceId }),
          otherStartDate: other.slot.startDate,
          otherEndDate: other.slot.endDate,
        });
      }
    }
  }
  return clashes.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.userId.localeCompare(b.userId) || a.otherStartDate.localeCompare(b.otherStartDate));
}

function intervalsByPerson(slots: readonly BusySlot[]): Map<string, Interval[]> {
  const byPerson = new Map<string, Interval[]>();
  for (const slot of slots) {
    const start = Date.parse(slot.startDate);
    const end = Date.parse(slot.endDate);
    if (!(end > start)) continue;
    for (const person of slot.people) {
      const list = byPerson.get(person.userId) ?? [];
      list.push({ start, end, slot });
      byPerson.set(person.userId, list);
    }
  }
  for (const list of byPerson.values()) list.sort((a, b) => a.start - b.start);
  return byPerson;
}
