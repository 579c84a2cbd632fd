import type { Store } from '../store/store.ts';
import { heldHoursFromStore, scholarYearSoFar } from '../features/certificates/held-hours.reads.ts';
import { newVerificationCode } from '../features/certificates/certificates.operations.ts';

const DEMO_TUTOR = 'demo-tutor';

/** The last day of the month before a Paris day: a certificate the demo tutor asked for at the start of this month. */
function endOfPreviousMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00.000Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo tutor's volunteer certificate of the school year up to last month, issued on the first of this month
 * (in French): his hours as the occurrences and reports of the demo say, counted by the same rule as the server's,
 * so that his list and the staff's are not empty and its verification page answers. Run once the occurrences exist.
 */
export async function issueDemoCertificate(store: Store, now: Date): Promise<void> {
  const tutor = await store.collection('users').findOne({ _id: DEMO_TUTOR });
  if (!tutor) return;
  const year = await scholarYearSoFar(store, now);
  const period = { from: year.from, to: endOfPreviousMonth(year.to) };
  if (period.to < period.from) return;
  const held = await heldHoursFromStore(store, DEMO_TUTOR, period);
  const issuedAt = new Date(`${year.to.slice(0, 7)}-01T09:00:00.000Z`).toISOString();
  const details = (tutor.contactDetails ?? {}) as { firstName?: string; lastName?: string };
  await store.collection('certificates').insertOne({
    _id: 'demo-certificate-1',
    tutorId: DEMO_TUTOR,
    tutorName: [details.firstName, details.lastName].filter(Boolean).join(' '),
    from: period.from,
    to: period.to,
    language: 'fr',
    minutes: held.minutes,
    occurrencesCount: held.occurrences,
    studentsCount: held.studentIds.length,
    ...(tutor.program !== undefined && { program: tutor.program }),
    code: newVerificationCode(),
    issuedAt,
    status: 'valid',
    createdAt: issuedAt,
    createdBy: DEMO_TUTOR,
    updatedAt: issuedAt,
    updatedBy: DEMO_TUTOR,
  });
}
