import { request, type APIRequestContext } from '@playwright/test';
import { expect, DEMO_PASSWORD } from './stack.ts';

/** A request context signed in as one person through `POST /v1/auth/login`: what staff do through their screens, done directly. */
export async function apiAs(url: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const login = await api.post('/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** A one-time session staff booked, as the session form does (people picked, no names typed), and its occurrence. */
export interface BookedSession {
  sessionId: string;
  occurrenceId: string;
  start: Date;
  end: Date;
}

/**
 * Books a one-time private session of the demo tutor and pupil (`demo-tutor`, `demo-student`) in the pupil's
 * program, held as `how` says (mode, and place when in person). Undefined when either is already booked then: the
 * server refuses a clash (409), and the caller tries another hour.
 */
export async function bookDemoSession(api: APIRequestContext, start: Date, end: Date, how: Record<string, unknown>): Promise<BookedSession | undefined> {
  const student = await (await api.get('/v1/students/demo-student')).json();
  const answer = await api.post('/v1/sessions', {
    data: {
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      program: { programId: student.program.programId },
      tutors: [{ userId: 'demo-tutor' }],
      students: [{ userId: 'demo-student' }],
      vsc: [{ vscId: 'demo-vsc' }],
      ...how,
      sessionDate: { startDate: start.toISOString(), endDate: end.toISOString() },
      recurrence: { recurrenceName: 'one-time' },
    },
  });
  if (answer.status() === 409) return undefined;
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = await answer.json();
  const [occurrence] = await (await api.get(`/v1/session-occurrences?sessionId=${id}&_start=0&_end=1`)).json();
  return { sessionId: id, occurrenceId: occurrence.id, start, end };
}
