import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';

// A viewer far from Paris: New York, whose clocks change two weeks before Paris's.
test.use({ timezoneId: 'America/New_York', storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

interface Row {
  id: string;
  _label?: string;
  program?: { programId: string };
}

/**
 * One time rule (DESIGN, "Seams"): stored in UTC, drawn in Paris time whatever the browser's zone. Two sessions at
 * 14:00 UTC on both sides of Paris's clock change (28 March 2027) are drawn at 15:00 (winter) and 16:00 (summer)
 * in the staff calendar seen from New York, and the calendar loads nothing the page's security policy refuses.
 */
/** One session of the demo tutor with the first student of his program, through the API as the staff form makes it. */
async function booker(page: Page): Promise<{ student: Row; book: (start: string, end: string) => Promise<void> }> {
  const tutor = (await (await page.request.get('/v1/tutors/demo-tutor')).json()) as Row;
  const students = (await (
    await page.request.get(`/v1/students?program.programId=${tutor.program!.programId}&_start=0&_end=1&_sort=createdAt&_order=asc`)
  ).json()) as Row[];
  const book = async (start: string, end: string) => {
    const answer = await page.request.post('/v1/sessions', {
      data: {
        sessionType: 'private-session',
        status: 'to-be-scheduled',
        program: { programId: tutor.program!.programId },
        tutors: [{ userId: tutor.id }],
        students: [{ userId: students[0]!.id }],
        vsc: [{ vscId: 'demo-vsc' }],
        tutoringMode: 'online',
        sessionDate: { startDate: start, endDate: end },
        recurrence: { recurrenceName: 'one-time' },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  return { student: students[0]!, book };
}

test('the staff calendar draws sessions in Paris time on both sides of a clock change, from a browser in New York', async ({ page }) => {
  test.slow();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const { student, book } = await booker(page);
  // Saturday, Paris on winter time (UTC+1); Sunday, on summer time (UTC+2). New York is on UTC-4 both days.
  await book('2027-03-27T14:00:00.000Z', '2027-03-27T15:00:00.000Z');
  await book('2027-03-28T14:00:00.000Z', '2027-03-28T15:00:00.000Z');

  await page.goto('/internal-system/tutoring/calendar?date=2027-03-27');
  const calendar = page.locator('.fc');
  await expect(calendar.getByText('22 – 28 mars 2027')).toBeVisible();
  for (const [day, hour] of [
    ['2027-03-27', '15:00'],
    ['2027-03-28', '16:00'],
  ] as const) {
    // This test's session, among the demo's others that day (the weekly group sessions).
    const event = calendar.locator(`.fc-timegrid-col[data-date="${day}"] .fc-timegrid-event`).filter({ hasText: student._label! });
    await expect(event).toHaveCount(1);
    // Its time label starts at that hour ('15:00 - 16:00').
    await expect(event.locator('.occurrence-event b')).toHaveText(new RegExp(`^${hour}`));
    // Drawn on that hour's row, not only labelled with it.
    const row = await calendar.locator(`td.fc-timegrid-slot-lane[data-time="${hour}:00"]`).boundingBox();
    const box = await event.boundingBox();
    expect(Math.abs(box!.y - row!.y), `${day} drawn at ${hour}`).toBeLessThan(3);
  }
  expect(refused.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

/**
 * FullCalendar draws nothing outside its grid's hours: with a fixed 08:00–21:00, a session at 21:30 was not drawn at
 * all (journey (a) of issue "Journeys that connect"). The grid reaches every session of the week shown, late and
 * early, each on its own hour's row.
 */
test('the staff calendar shows a late and an early session of the week, on their rows', async ({ page }) => {
  test.slow();
  const { student, book } = await booker(page);
  // Wednesday 21:30–22:30 and Thursday 06:30–07:30 in Paris (winter time, UTC+1).
  await book('2027-03-24T20:30:00.000Z', '2027-03-24T21:30:00.000Z');
  await book('2027-03-25T05:30:00.000Z', '2027-03-25T06:30:00.000Z');

  await page.goto('/internal-system/tutoring/calendar?date=2027-03-24');
  const calendar = page.locator('.fc');
  await expect(calendar.getByText('22 – 28 mars 2027')).toBeVisible();
  for (const [day, hour] of [
    ['2027-03-24', '21:30'],
    ['2027-03-25', '06:30'],
  ] as const) {
    const event = calendar.locator(`.fc-timegrid-col[data-date="${day}"] .fc-timegrid-event`).filter({ hasText: student._label! });
    await expect(event, `the session of ${day} at ${hour}`).toBeVisible();
    await expect(event.locator('.occurrence-event b')).toHaveText(new RegExp(`^${hour}`));
    const row = await calendar.locator(`td.fc-timegrid-slot-lane[data-time="${hour}:00"]`).boundingBox();
    const box = await event.boundingBox();
    expect(Math.abs(box!.y - row!.y), `${day} drawn at ${hour}`).toBeLessThan(3);
  }
});

/**
 * On a phone (walk C-7) the week is a list: each session on its own line with its time and whole title, nothing
 * wider than the screen, the day's grid a tap away; at 1440 px every session of the day is wide enough to read
 * (at the same hour they stand side by side, three at most, instead of slivers over each other).
 */
test('on a phone the calendar lists the week; on a desktop sessions at the same hour are readable side by side', async ({ page }) => {
  test.slow();
  const { student, book } = await booker(page);
  // Tuesday 10:00 in Paris (winter time, UTC+1).
  await book('2027-03-23T09:00:00.000Z', '2027-03-23T10:00:00.000Z');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/internal-system/tutoring/calendar?date=2027-03-23');
  const calendar = page.locator('.fc');
  await expect(calendar.getByRole('button', { name: 'Liste', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // This test's session, among the others of the week this worker's earlier tests booked for the same pupil.
  const line = calendar.locator('.fc-list-event').filter({ hasText: student._label! }).filter({ hasText: '10:00' });
  await expect(line).toHaveCount(1);
  await expect(line.locator('.fc-list-event-time')).toHaveText(/^10:00/);
  await expect(line.locator('.fc-list-event-title')).toContainText(student._label!);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);
  await calendar.getByRole('button', { name: 'Jour', exact: true }).click();
  await expect(calendar.locator('.fc-timegrid-col[data-date]')).toHaveCount(1);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/internal-system/tutoring/calendar?date=2027-03-23');
  await expect(calendar.getByText('22 – 28 mars 2027')).toBeVisible();
  const events = calendar.locator('.fc-timegrid-col[data-date="2027-03-23"] .fc-timegrid-event');
  await expect(events.filter({ hasText: student._label! })).toHaveCount(1);
  for (const event of await events.all()) {
    const box = await event.boundingBox();
    // A week column at 1440 px is about 150 px: three side by side leave each about 50; a sliver is under 20.
    expect(box!.width, 'a readable event').toBeGreaterThan(40);
  }
});
