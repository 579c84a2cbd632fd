import type { Locator, Page } from '@playwright/test';
import { goInApp } from './support/in-app.ts';
import { expect, test } from './support/role-page.ts';

// The administrator reads every screen below; each test starts signed in, in French (the default language). The
// tests that only read in French share one loaded app (support/role-page.ts) and open their screens in it; the
// switch to English and the phone have a browser of their own.
test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

const SESSIONS = '/internal-system/tutoring/sessions';
const CALENDAR = '/internal-system/tutoring/calendar';

/** The words antd shows when its locale is missing: none may appear on a French screen. */
const ENGLISH_PICKER_WORDS = ['Start date', 'End date', 'Select date', 'Now', 'OK', 'Today', 'Month', 'Year'];

/** The panel of the picker just opened (antd keeps closed ones in the page, hidden). */
const openPanel = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** The day names heading the columns of the (first) month shown, in order. */
const weekDays = (panel: Locator) => panel.locator('table thead tr').first().locator('th').allInnerTexts();

test('in French, date pickers and the calendar speak French and weeks start on Monday', async ({ rolePage }) => {
  const { page } = await rolePage('super_administrator');
  // The sessions list's date filter: a range picker.
  // The filters are enough here: no need to wait for the rows (each still fetches its references, issue 11).
  await goInApp(page, SESSIONS);
  await expect(page).toHaveTitle('Séances | Binôme');
  await expect(page.getByPlaceholder('Date de début')).toBeVisible();
  await expect(page.getByPlaceholder('Date de fin')).toBeVisible();
  await expect(page.getByPlaceholder('Start date')).toHaveCount(0);
  await page.getByPlaceholder('Date de début').click();
  const range = openPanel(page);
  await expect(range).toBeVisible();
  expect(await weekDays(range)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
  for (const word of [...ENGLISH_PICKER_WORDS, 'Su', 'Mo']) await expect(range.getByText(word, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A new session's date and time: a date picker with its 'now' and confirm buttons.
  await goInApp(page, `${SESSIONS}/add`);
  const dateTime = page.getByPlaceholder('Sélectionner une date').first();
  await expect(dateTime).toBeVisible();
  await expect(page.getByPlaceholder('Select date')).toHaveCount(0);
  await dateTime.click();
  const single = openPanel(page);
  await expect(single).toBeVisible();
  expect(await weekDays(single)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
  await expect(single.getByText('Maintenant', { exact: true })).toBeVisible();
  await expect(single.getByRole('button', { name: 'Valider' })).toBeVisible();
  for (const word of [...ENGLISH_PICKER_WORDS, 'Su', 'Mo']) await expect(single.getByText(word, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The calendar page: occurrences in a French week, then a French month, Monday first.
  await goInApp(page, CALENDAR);
  await expect(page).toHaveTitle('Calendrier des séances | Binôme');
  const calendar = page.locator('.fc');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Semaine' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Mois' }).click();
  expect(await calendarDays(calendar)).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
  for (const word of ['Month', 'Week', 'today', 'Sun', 'Mon']) await expect(calendar.getByText(word, { exact: true })).toHaveCount(0);
});

/** The day names heading the calendar's columns, in order. */
const calendarDays = async (calendar: Locator) => (await calendar.locator('.fc-col-header-cell').allInnerTexts()).map((text) => text.trim());

test('browser tabs are titled in French, record screens without a raw id', async ({ rolePage }) => {
  const { page } = await rolePage('super_administrator');
  await goInApp(page, '/');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord | Binôme');
  await goInApp(page, '/manage/tutors');
  await expect(page).toHaveTitle('Tuteurs | Binôme');
  await goInApp(page, '/manage/tutors/add');
  await expect(page).toHaveTitle('Tuteurs : ajouter | Binôme');
  // A record is titled by its own title once read (or 'Fiche' until then), never by its id or in English.
  const record = (await (await page.request.get('/v1/tutors/demo-tutor')).json()) as { _label?: string };
  await goInApp(page, '/manage/tutors/view/demo-tutor');
  await expect(page).toHaveTitle(`${record._label ?? 'Fiche'} | Binôme`);
  await expect(page).not.toHaveTitle(/demo-tutor|Show|Tutor/);
});

test('the dashboard shows figures for matching and reports, not a bare link', async ({ rolePage }) => {
  const { page } = await rolePage('super_administrator');
  await goInApp(page, '/');
  const cards = page.getByRole('main');
  const matching = cards.getByRole('link', { name: /Mise en relation/ });
  await expect(matching).toContainText(/\d+/);
  await expect(matching).toContainText("élèves en attente d'un tuteur");
  const reports = cards.getByRole('link', { name: /Comptes rendus/ });
  await expect(reports).toContainText(/\d+/);
  await expect(reports).toContainText('à valider');
  await expect(page.getByText('Ouvrir', { exact: true })).toHaveCount(0);
});

test('after switching to English, the pickers, calendar and titles are in English and weeks still start on Monday', async ({ page }) => {
  await page.goto(CALENDAR);
  await expect(page.locator('.fc')).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  const calendar = page.locator('.fc');
  await calendar.getByRole('button', { name: 'Month' }).click();
  expect(await calendarDays(calendar)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await expect(page).toHaveTitle('Sessions calendar | Binôme');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page).toHaveTitle('Sessions | Binôme');
  await expect(page.getByPlaceholder('Start date')).toBeVisible();
  await page.getByPlaceholder('Start date').click();
  const range = openPanel(page);
  expect(await weekDays(range)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  for (const word of ['Date de début', 'lu', 'Mois']) await expect(range.getByText(word, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tutors', exact: true }).click();
  await expect(page).toHaveTitle('Tutors | Binôme');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutors list keeps its filters behind a Filtres button that counts the applied ones', async ({ page }) => {
    await page.goto('/manage/tutors');
    // The search box stays; the filters wait in the drawer.
    await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Statut', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: 'Filtres', exact: true });
    await expect(button).toBeVisible();

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Statut', { exact: true }).click();
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Filtrer' }).click();
    await expect(drawer).toBeHidden();

    await expect(page).toHaveURL(/filters.*status/);
    const counted = page.getByRole('button', { name: 'Filtres (1 actif)', exact: true });
    await expect(counted).toBeVisible();
    await expect(page.locator('.list-filters-button .ant-badge-count')).toHaveText('1');
  });
});
