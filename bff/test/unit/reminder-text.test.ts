import { describe, expect, it } from 'vitest';
import { reminderText } from '../../src/features/session-reminders/reminder-mail.ts';
import type { OccurrenceDocument } from '../../src/features/sessions/occurrence-store.ts';

const occurrence = (how: Partial<OccurrenceDocument>): OccurrenceDocument => ({
  _id: 'occurrence-1',
  sessionId: 'session-1',
  originalStart: '2026-12-02T14:00:00.000Z',
  startDate: '2026-12-02T14:00:00.000Z',
  endDate: '2026-12-02T15:00:00.000Z',
  status: 'scheduled',
  sessionType: 'private-session',
  tutors: [{ userId: 'demo-tutor', fullName: 'Thomas Lemaire' }],
  students: [{ userId: 'demo-student', fullName: 'Léo Roussel' }],
  ...how,
});
const LINK = 'https://binome.example/session/occurrence-1?seance_id=x';

/** The reminder by text message says, as the mail does, with whom, when (Paris time), where, and the session's link. */
describe('the session reminder by text message', () => {
  it('names the pupil and the tutor, the Paris time and the room to join for an online session', () => {
    const text = reminderText('fr', occurrence({ tutoringMode: 'online' }), LINK);
    expect(text).toContain('Léo Roussel avec Thomas Lemaire');
    expect(text).toContain('15:00');
    expect(text).toContain('en ligne');
    expect(text).toContain(`Rejoindre : ${LINK}`);
  });

  it('gives the place and the session page, never a room to join, for a session held in person', () => {
    const text = reminderText('fr', occurrence({ tutoringMode: 'in-person', placeOrRoom: 'Au domicile de la famille' }), LINK);
    expect(text).toContain('Léo Roussel avec Thomas Lemaire');
    expect(text).toContain('Au domicile de la famille');
    expect(text).toContain(`La séance : ${LINK}`);
    expect(text).not.toContain('Rejoindre');
  });

  it('speaks English to an English reader', () => {
    const text = reminderText('en', occurrence({ tutoringMode: 'online' }), LINK);
    expect(text).toContain('Léo Roussel with Thomas Lemaire');
    expect(text).toContain(`Join: ${LINK}`);
  });
});
