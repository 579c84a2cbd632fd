import { expandOccurrences, occurrenceRecordsOf } from '@binome/schema/sessions';
import type { Store, StoredDocument } from '../src/store/store.ts';
import { holdSlots } from '../src/features/sessions/booking.ts';
import type { OccurrenceDocument } from '../src/features/sessions/occurrence-store.ts';

/**
 * Booking at scale (the sessions issue): the conflict check of a weekly series over a whole scholar year, for a
 * tutor who already has 10 series, on a store of 10,000 users and 50,000 occurrences; then session creation
 * through the API at 10 connections. Target: the check's p95 ≤ 20 ms.
 */
const YEAR_START = '2026-09-07';
const YEAR_END = '2027-07-03';
const HOUR = 3_600_000;

/** 50,000 occurrences: 1,250 tutors × 40 weeks, one weekly slot each, and the bench tutor's 10 series. */
export async function addOccurrences(store: Store): Promise<{ tutorId: string; students: string[] }> {
  const documents: StoredDocument[] = [];
  const students = Array.from({ length: 2_000 }, (_, index) => `bench-student-${index}`);
  await store.collection('users').insertMany(
    students.map((id, index) => ({
      _id: id,
      userId: id,
      userRole: 'student',
      status: 'active',
      program: { programId: 'az-rem-4ca0f8d' },
      contactDetails: { firstName: 'Élève', lastName: `${index}` },
    })),
  );
  for (let tutor = 0; tutor < 1_250; tutor += 1) {
    const start = Date.parse(`${YEAR_START}T14:00:00.000Z`) + (tutor % 5) * 24 * HOUR + (tutor % 6) * HOUR;
    const series = expandOccurrences({
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + HOUR).toISOString(),
      recurrenceName: 'weekly',
      until: YEAR_END,
      holidays: [],
    });
    const records = occurrenceRecordsOf(
      { id: `bench-series-${tutor}`, tutors: [{ userId: `bench-tutor-${tutor}` }], students: [{ userId: students[tutor % students.length]! }] },
      series,
    );
    documents.push(...records.map((record, index) => ({ ...record, _id: `bench-occurrence-${tutor}-${index}` }) as StoredDocument));
  }
  // The bench tutor (bench-tutor-0 has one series above): ten more, Monday to Friday at 09:00 and 11:00 Paris time.
  for (let series = 0; series < 10; series += 1) {
    const start = Date.parse(`${YEAR_START}T07:00:00.000Z`) + (series % 5) * 24 * HOUR + Math.floor(series / 5) * 2 * HOUR;
    const expanded = expandOccurrences({
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + HOUR).toISOString(),
      recurrenceName: 'weekly',
      until: YEAR_END,
      holidays: [],
    });
    const records = occurrenceRecordsOf(
      { id: `bench-own-${series}`, tutors: [{ userId: 'bench-tutor-0' }], students: [{ userId: students[1_000 + series]! }] },
      expanded,
    );
    documents.push(...records.map((record, index) => ({ ...record, _id: `bench-own-${series}-${index}` }) as StoredDocument));
  }
  await store.collection('sessionOccurrences').insertMany(documents);
  return { tutorId: 'bench-tutor-0', students };
}

/** Times `holdSlots` for a new weekly series of the bench tutor (free slot: Wednesdays 17:00), inside a transaction. */
export async function measureConflictCheck(
  store: Store,
  tutorId: string,
  studentId: string,
  rounds = 200,
): Promise<{ p50: number; p95: number; max: number; occurrences: number; booked: number }> {
  const series = expandOccurrences({
    startDate: `${YEAR_START.slice(0, 8)}09T15:00:00.000Z`,
    endDate: `${YEAR_START.slice(0, 8)}09T16:00:00.000Z`,
    recurrenceName: 'weekly',
    until: YEAR_END,
    holidays: [],
  });
  const candidates = occurrenceRecordsOf({ id: 'bench-new-series', tutors: [{ userId: tutorId }], students: [{ userId: studentId }] }, series).map(
    (record, index) => ({ ...record, _id: `bench-new-${index}` }) as unknown as OccurrenceDocument,
  );
  const booked = await store.collection('sessionOccurrences').count({ participantIds: tutorId });
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await store.withTransaction((transaction) => holdSlots(transaction, 'bench-new-series', candidates));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1)!, occurrences: candidates.length, booked };
}

/** Creates `total` one-time sessions through the API, `connections` at a time, each for its own tutor and student. */
export async function measureSessionCreation(
  url: string,
  cookie: string,
  students: readonly string[],
  total = 300,
  connections = 10,
): Promise<{ p50: number; p95: number; created: number; refused: number }> {
  const times: number[] = [];
  let next = 0;
  let created = 0;
  let refused = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      // Saturdays of 2027 (no demo or bench series then), a distinct tutor and student per request.
      const start = Date.parse('2027-01-02T09:00:00.000Z') + (index % 20) * 7 * 24 * HOUR + Math.floor(index / 20) * HOUR * 0;
      const body = {
        sessionType: 'private-session',
        status: 'to-be-scheduled',
        program: { programId: 'az-rem-4ca0f8d' },
        tutors: [{ userId: `bench-tutor-${2_000 + index}` }],
        students: [{ userId: students[index % students.length]! }],
        vsc: [{ vscId: 'bench-vsc' }],
        sessionDate: {
          startDate: new Date(start + Math.floor(index / 20) * 2 * HOUR).toISOString(),
          endDate: new Date(start + Math.floor(index / 20) * 2 * HOUR + HOUR).toISOString(),
        },
        recurrence: { recurrenceName: 'weekly' },
      };
      const started = performance.now();
      const response = await fetch(`${url}/v1/sessions`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status === 201) created += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), created, refused };
}

export async function addBenchVsc(store: Store): Promise<void> {
  await store
    .collection('users')
    .insertOne({ _id: 'bench-vsc', userId: 'bench-vsc', userRole: 'vsc', status: 'active', contactDetails: { firstName: 'Vsc', lastName: 'Banc' } });
}
