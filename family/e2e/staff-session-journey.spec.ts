import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { apiAs, bookDemoSession } from './support/api.ts';
import { parisMonday, parisTime } from './support/paris-time.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Journey (c) of the walk report (C-12, P-4): a session a staff member makes through the API, as the staff form
 * does (people picked, no names typed), reaches the parent and the tutor named: both names, the place and the Paris
 * time on their week and on the session's page, in their calendar feed and in the reminder mail.
 */
const PLACE = 'Au domicile de la famille';
const TUTOR = 'Thomas Lemaire';
const STUDENT = 'Léo Roussel';
const HOUR = 3_600_000;

let made: { sessionId: string; occurrenceId: string; start: Date; end: Date } | undefined;

/**
 * One hour of the coming day, a few hours ahead (so that the 24 h reminder is due at once), that clashes with
 * nobody's booking: the server refuses a clash (409), the next hour is tried.
 */
async function makeSession(api: APIRequestContext): Promise<NonNullable<typeof made>> {
  const from = Math.ceil((Date.now() + 2 * HOUR) / (15 * 60_000)) * 15 * 60_000;
  for (let hours = 0; hours < 18; hours += 1) {
    const start = new Date(from + hours * HOUR);
    const booked = await bookDemoSession(api, start, new Date(start.getTime() + HOUR), { tutoringMode: 'in-person', placeType: 'home', placeOrRoom: PLACE });
    if (booked) return booked;
  }
  throw new Error('No free hour for the demo tutor and student in the coming day');
}

/** The occurrence in the person's week (this week or the next), with both names, the place and the Paris time. */
async function seeInWeek(page: Page, path: string, session: NonNullable<typeof made>): Promise<void> {
  await page.goto(path);
  const item = page.locator(`a.occurrence-link[href="/session/${session.occurrenceId}"]`);
  await expect(page.getByText(/^Semaine du /)).toBeVisible({ timeout: 30_000 });
  // The week opens on this one (Monday first, in Paris); the session may be in the next.
  if (parisMonday(session.start) !== parisMonday(new Date())) await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText(`${parisTime(session.start)} – ${parisTime(session.end)}`);
  await expect(item).toContainText(STUDENT);
  await expect(item).toContainText(PLACE);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/session/${session.occurrenceId}$`));
  const facts = page.locator('.session-facts');
  await expect(facts).toContainText(TUTOR, { timeout: 30_000 });
  await expect(facts).toContainText(STUDENT);
  await expect(facts).toContainText(PLACE);
  await expect(page.locator('.session-when')).toContainText(`${parisTime(session.start)} – ${parisTime(session.end)}`);
  await expect(page.getByText('heure de Paris')).toBeVisible();
  // At the family's home: no video room to join.
  await expect(page.getByRole('button', { name: 'Rejoindre la séance' })).toHaveCount(0);
}

test.describe('a session made by staff, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ mode: 'serial' });

  test('staff make it without typing any name', async ({ stack }) => {
    const api = await apiAs(stack.url, 'coordinator@demo.binome.test');
    made = await makeSession(api);
    await api.dispose();
  });

  test('the parent sees the child, the tutor, the place and the Paris time', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, 'parent@demo.binome.test');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible({ timeout: 30_000 });
    await seeInWeek(page, '/parent/sessions', made!);
    // The week of a parent names the tutor as well as the child.
    await page.goBack();
    await expect(page.locator(`a.occurrence-link[href="/session/${made!.occurrenceId}"]`)).toContainText(TUTOR);
  });

  test('the tutor sees the pupil, the place and the Paris time', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, 'tutor@demo.binome.test');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible({ timeout: 30_000 });
    await seeInWeek(page, '/tutor/sessions', made!);
  });

  test('the parent’s calendar feed and reminder name them, with the place and the page', async ({ page, stack }) => {
    test.slow();
    await signInThroughApi(page, 'parent@demo.binome.test');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible({ timeout: 30_000 });
    const { url } = await (await page.request.get('/v1/calendar/feed')).json();
    const feed = (await (await page.request.get(url)).text()).replace(/\r\n[ \t]/g, '');
    const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${made!.occurrenceId}@binome`));
    expect(event).toBeDefined();
    expect(event).toContain(`SUMMARY:Séance individuelle · ${STUDENT} avec ${TUTOR}`);
    expect(event).toContain(`LOCATION:${PLACE}`);
    expect(event).toContain(`Lieu : ${PLACE}`);
    expect(event).toContain(`/session/${made!.occurrenceId}?`);

    // The 24 h reminder goes out within a minute or two (the scheduler runs every minute).
    let reminder: (typeof stack.mail.mails)[number] | undefined;
    await expect
      .poll(
        () => {
          reminder = stack.mail.mails.find((mail) => mail.to.includes('parent@demo.binome.test') && mail.text.includes(`/session/${made!.occurrenceId}?`));
          return reminder !== undefined;
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(true);
    expect(reminder!.subject).toContain(`${STUDENT} avec ${TUTOR}`);
    expect(reminder!.subject).toContain(parisTime(made!.start));
    expect(reminder!.text).toContain(`Tuteur : ${TUTOR}`);
    expect(reminder!.text).toContain(`Élève : ${STUDENT}`);
    expect(reminder!.text).toContain(`Lieu : ${PLACE}`);
  });
});
