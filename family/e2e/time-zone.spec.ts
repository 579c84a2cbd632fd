import { expect, test } from './support/stack.ts';
import { apiAs, bookDemoSession } from './support/api.ts';
import { parisTime } from './support/paris-time.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * One time rule (DESIGN, "Seams"): a session is stored in UTC and shown in Paris time, whatever the reader's zone.
 * A tutor on a phone whose clock is in New York opens two sessions held at the same UTC hour on both sides of
 * Paris's clock change (28 March 2027): the first (24 March, while New York has already changed and Paris not
 * yet) is at 15:00 in Paris, the second (31 March) at 16:00. A page drawing the browser's time would say 10:00 for
 * both. The staff calendar has the same case (admin/e2e/calendar-time-zone.spec.ts).
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });

const WINTER_DAY = '2027-03-24';
const SUMMER_DAY = '2027-03-31';

test('a tutor in New York reads the Paris time of sessions on both sides of the clock change', async ({ page, stack }) => {
  test.slow();
  const staff = await apiAs(stack.url, 'coordinator@demo.binome.test');
  const book = (day: string, utcHour: number) => {
    const start = new Date(`${day}T${String(utcHour).padStart(2, '0')}:00:00Z`);
    return bookDemoSession(staff, start, new Date(start.getTime() + 3_600_000), { tutoringMode: 'online' });
  };
  // The same UTC hour on both days, free for both people on both days (14:00 UTC first: 15:00 then 16:00 in Paris).
  let booked: { winter: NonNullable<Awaited<ReturnType<typeof book>>>; summer: NonNullable<Awaited<ReturnType<typeof book>>> } | undefined;
  for (const utcHour of [14, 15, 13, 16, 12]) {
    const winter = await book(WINTER_DAY, utcHour);
    if (!winter) continue;
    const summer = await book(SUMMER_DAY, utcHour);
    if (summer) {
      booked = { winter, summer };
      break;
    }
  }
  expect(booked, 'a free hour on both days').toBeDefined();
  await staff.dispose();
  const { winter, summer } = booked!;
  // The clock change itself: one hour later in Paris for the same UTC hour.
  expect(Number(parisTime(summer.start).slice(0, 2)) - Number(parisTime(winter.start).slice(0, 2))).toBe(1);

  await signInThroughApi(page, 'tutor@demo.binome.test');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible({ timeout: 30_000 });
  for (const session of [winter, summer]) {
    await page.goto(`/session/${session.occurrenceId}`);
    const when = page.locator('.session-when');
    await expect(when).toContainText(`${parisTime(session.start)} – ${parisTime(session.end)}`, { timeout: 30_000 });
    await expect(page.getByText('heure de Paris')).toBeVisible();
    // The browser's own time (10:00 in New York on both days) is never what the page says.
    const newYork = new Intl.DateTimeFormat('fr-FR', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(session.start);
    await expect(when).not.toContainText(newYork);
  }
  expect(parisTime(winter.start)).not.toBe(parisTime(summer.start));
});
