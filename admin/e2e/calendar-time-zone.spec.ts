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
test('the staff calendar draws sessions in Paris time on both sides of a clock change, from a browser in New York', async ({ page }) => {
  test.slow();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const tutor = (await (await page.request.get('/v1/tutors/demo-tutor')).json()) as Row;
  const students = (await (await page.request.get(`/v1/students?program.programId=${tutor.program!.programId}&_start=0&_end=1&_sort=createdAt&_order=asc`)).json()) as Row[];
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
    const event = calendar.locator(`.fc-timegrid-col[data-date="${day}"] .fc-timegrid-event`).filter({ hasText: students[0]!._label! });
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
