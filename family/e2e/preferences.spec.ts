import { mkdir } from 'node:fs/promises';
import type { Locator, Page, Route } from '@playwright/test';
import { translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * "My availabilities and preferences" (issue 12): the demo tutor edits the weekly grid on a phone (tap, drag with
 * a finger, keyboard), saves, reloads and finds the same slots, which the staff app then shows on their record.
 * A student edits theirs. Screenshots at 390 and 1280 px go to /tmp/shots-avail/.
 */
const SHOTS = '/tmp/shots-avail';
const PHONE = { width: 390, height: 844 };
const NETWORK_PROBLEM = translate('fr', 'errors.networkProblem');

test.use({ viewport: PHONE, hasTouch: true });

/** The cell of a slot, by the start of its accessible name ("Lundi 08:00–09:00, disponible"). */
const cell = (page: Page, day: string, start: string, end: string) => page.getByRole('button', { name: new RegExp(`^${day} ${start}–${end}, `) });
/** The day tab of the phone layout. */
const dayTab = (page: Page, day: string) => page.getByRole('group', { name: 'Jour affiché' }).getByRole('button', { name: new RegExp(day) });
const pressed = async (locator: Locator) => (await locator.getAttribute('aria-pressed')) === 'true';

/**
 * Shows a day on the phone layout and waits until it is the one shown: on a busy machine a tap can land while the
 * grid is still rendering and be lost, so it is tapped again until the tab says it is pressed.
 */
async function showDay(page: Page, day: string) {
  const tab = dayTab(page, day);
  await expect(async () => {
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

async function openPreferences(page: Page, email: string, path: string) {
  await signInThroughApi(page, email, { path });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Mes disponibilités et préférences' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** A finger dragged from one element to another, through Chromium's own touch input (pointer events of a touch). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const cdp = await page.context().newCDPSession(page);
  // Touch points are viewport coordinates: the run is brought to the middle of the screen, clear of the frame's
  // header and of the sticky save bar that covers the bottom once something changed.
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + ((end.x - start.x) * step) / 6, y: start.y + ((end.y - start.y) * step) / 6 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the demo tutor edits the grid on a phone, saves, finds it again, and the staff app shows the same slots', async ({ page, browser, baseURL }) => {
  test.slow();
  await mkdir(SHOTS, { recursive: true });
  await openPreferences(page, 'tutor@demo.binome.test', '/tutor/preferences');

  // The phone shows one day at a time; Monday first. Its 17:30 slot is Chloé's: marked, in words, and locked.
  await expect(dayTab(page, 'Lundi')).toHaveAttribute('aria-pressed', 'true');
  const taken = page.getByRole('button', { name: /^Lundi 17:30 attribué/ });
  await expect(taken).toHaveAccessibleName("Lundi 17:30 attribué à un binôme (jusqu'à 18:30), ne peut pas être retiré");
  await expect(taken).toContainText('Attribué');
  await taken.tap({ force: true });
  await expect(taken).toHaveAttribute('aria-pressed', 'true');

  // Tap toggles a cell.
  const monday8 = cell(page, 'Lundi', '08:00', '09:00');
  const monday8Before = await pressed(monday8);
  await monday8.tap();
  await expect(monday8).toHaveAttribute('aria-pressed', String(!monday8Before));
  await expect(monday8).toHaveAccessibleName(`Lundi 08:00–09:00, ${monday8Before ? 'non disponible' : 'disponible'}`);

  // Keyboard: arrows move from there (right: half past; down: an hour later), Space and Enter toggle.
  const monday830 = cell(page, 'Lundi', '08:30', '09:30');
  const monday930 = cell(page, 'Lundi', '09:30', '10:30');
  const [monday830Before, monday930Before] = [await pressed(monday830), await pressed(monday930)];
  await monday8.focus();
  await page.keyboard.press('ArrowRight');
  await expect(monday830).toBeFocused();
  await page.keyboard.press('Space');
  await expect(monday830).toHaveAttribute('aria-pressed', String(!monday830Before));
  await page.keyboard.press('ArrowDown');
  await expect(monday930).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(monday930).toHaveAttribute('aria-pressed', String(!monday930Before));

  // A finger dragged on Tuesday from 10:00 to 11:00 chooses the run (10:00, 10:30, 11:00) when it starts on a free cell.
  await showDay(page, 'Mardi');
  const tuesday10 = cell(page, 'Mardi', '10:00', '11:00');
  if (await pressed(tuesday10)) await tuesday10.tap();
  await expect(tuesday10).toHaveAttribute('aria-pressed', 'false');
  await touchDrag(page, tuesday10, cell(page, 'Mardi', '11:00', '12:00'));
  for (const [start, end] of [
    ['10:00', '11:00'],
    ['10:30', '11:30'],
    ['11:00', '12:00'],
  ] as const) {
    await expect(cell(page, 'Mardi', start, end)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.screenshot({ path: `${SHOTS}/tutor-grid-390.png`, fullPage: true });

  const touched = [
    ['Lundi', '08:00', '09:00'],
    ['Lundi', '08:30', '09:30'],
    ['Lundi', '09:30', '10:30'],
    ['Mardi', '10:00', '11:00'],
    ['Mardi', '10:30', '11:30'],
    ['Mardi', '11:00', '12:00'],
  ] as const;
  const expected = new Map<string, boolean>();
  for (const [day, start, end] of touched) {
    await showDay(page, day);
    expected.set(`${day} ${start}–${end}`, await pressed(cell(page, day, start, end)));
  }

  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée.' })).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées.', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  for (const [day, start, end] of touched) {
    await showDay(page, day);
    await expect(cell(page, day, start, end), `${day} ${start}`).toHaveAttribute('aria-pressed', String(expected.get(`${day} ${start}–${end}`)));
  }

  // The wide screen: the whole week as a table, the same slots.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Vendredi' })).toBeVisible();
  await expect(cell(page, 'Mardi', '10:30', '11:30')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/tutor-grid-1280.png`, fullPage: true });

  // The staff app, same server: the coordinator opens the tutor's record and reads the same slots.
  const staff = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 900 } });
  const staffPage = await staff.newPage();
  await signInThroughApi(staffPage, 'coordinator@demo.binome.test');
  await expect(staffPage.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible({ timeout: 60_000 });
  await staffPage.goto('/manage/tutors/view/demo-tutor');
  await expect(staffPage.getByText('tutor@demo.binome.test').first()).toBeVisible({ timeout: 60_000 });
  const slots = staffPage.getByText(/Lundi 17:30–18:30/).first();
  await expect(slots).toBeVisible();
  const shown = (await slots.textContent()) ?? '';
  for (const [slot, chosen] of expected) expect(shown.includes(slot), slot).toBe(chosen);
  await slots.scrollIntoViewIfNeeded();
  await staffPage.screenshot({ path: `${SHOTS}/staff-tutor-record-1280.png` });
  await staff.close();
});

test('a student edits their availability on a phone', async ({ page }) => {
  await mkdir(SHOTS, { recursive: true });
  await openPreferences(page, 'student@demo.binome.test', '/student/preferences');
  // Students set their availability only.
  await expect(page.getByRole('heading', { name: 'Mes préférences de tutorat' })).toHaveCount(0);
  // Their Wednesday 14:00 is their session with Thomas: shown, locked.
  await showDay(page, 'Mercredi');
  await expect(page.getByRole('button', { name: /^Mercredi 14:00 attribué à un binôme \(jusqu'à 15:00\)/ })).toHaveAttribute('aria-disabled', 'true');

  await showDay(page, 'Vendredi');
  const friday = cell(page, 'Vendredi', '17:00', '18:00');
  const before = await pressed(friday);
  await friday.tap();
  await expect(friday).toHaveAttribute('aria-pressed', String(!before));

  // A failed save says so and keeps what was chosen.
  const dropPatch = (route: Route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue());
  await page.route('**/v1/students/**', dropPatch);
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('alert')).toContainText(NETWORK_PROBLEM);
  await expect(friday).toHaveAttribute('aria-pressed', String(!before));
  await page.unroute('**/v1/students/**', dropPatch);

  // Leaving with unsaved changes asks first; cancelling stays on the page with the change.
  await page.getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page.getByRole('dialog', { name: 'Modifications non enregistrées' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/student\/preferences$/);
  await expect(friday).toHaveAttribute('aria-pressed', String(!before));

  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée.' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/student-grid-390.png`, fullPage: true });
  await page.reload();
  await showDay(page, 'Vendredi');
  await expect(cell(page, 'Vendredi', '17:00', '18:00')).toHaveAttribute('aria-pressed', String(!before));
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Vendredi' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/student-grid-1280.png`, fullPage: true });
});
