import { translate } from '@binome/schema';
import { goInApp } from './support/in-app.ts';
import { expect, test } from './support/stack.ts';

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

interface Row {
  id: string;
}

/**
 * Booking: a session moved onto a slot where its tutor is already taken is refused, and the form says which
 * occurrence clashes with which session (section 5), keeping what was typed. Then the calendar shows the
 * occurrences of the week, Monday first, in French. Sundays of June 2027 are free of the demo's weekly sessions.
 */
test('a session moved onto a taken slot is refused with the clashing date, one occurrence is cancelled, and the calendar shows the week', async ({ page }) => {
  test.slow();
  const students = (await (await page.request.get('/v1/students?_start=0&_end=2&_sort=createdAt&_order=asc')).json()) as Row[];
  const tutor = (await (await page.request.get('/v1/tutors/demo-tutor')).json()) as { id: string; program?: { programId: string } };
  const session = (studentId: string, start: string, end: string) => ({
    sessionType: 'private-session',
    status: 'to-be-scheduled',
    program: { programId: tutor.program!.programId },
    tutors: [{ userId: tutor.id }],
    students: [{ userId: studentId }],
    vsc: [{ vscId: 'demo-vsc' }],
    tutoringMode: 'online',
    sessionDate: { startDate: start, endDate: end },
    recurrence: { recurrenceName: 'one-time' },
  });
  // Sunday 13 June 2027, 10:00 and 14:00 in Paris (summer time, UTC+2).
  const first = await page.request.post('/v1/sessions', { data: session(students[0]!.id, '2027-06-13T08:00:00.000Z', '2027-06-13T09:00:00.000Z') });
  expect(first.status(), await first.text()).toBe(201);
  const second = await page.request.post('/v1/sessions', { data: session(students[1]!.id, '2027-06-13T12:00:00.000Z', '2027-06-13T13:00:00.000Z') });
  expect(second.status(), await second.text()).toBe(201);
  const { id } = (await first.json()) as Row;

  await page.goto(`/internal-system/tutoring/sessions/edit/${id}`);
  const start = page.getByLabel('Début', { exact: true });
  const end = page.getByLabel('Fin', { exact: true });
  await expect(start).toHaveValue(/13\/06\/2027 10:00/);
  for (const [field, value] of [
    [start, '13/06/2027 14:00'],
    [end, '13/06/2027 15:00'],
  ] as const) {
    await field.click();
    await field.fill(value);
    await field.press('Enter');
  }
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  const refusal = page.getByRole('alert').filter({ hasText: translate('fr', 'errors.slotUnavailable') });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(translate('fr', 'errors.chooseAnotherSlot'));
  await expect(refusal).toContainText('dimanche 13 juin 2027, 14:00–15:00');
  await expect(refusal.getByRole('link', { name: translate('fr', 'staff.sessions.seeOtherSession') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sessions/edit/${id}$`));

  // On the record page, its one occurrence is cancelled with a reason.
  await page.goto(`/internal-system/tutoring/sessions/view/${id}`);
  const occurrences = page.locator('.ant-card').filter({ hasText: 'Occurrences' });
  await occurrences.getByRole('button', { name: /^Annuler la séance dimanche 13 juin 2027/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Motif d'annulation").fill('Sortie scolaire');
  // One action per meaning: the dialog's way out says "Retour", its action how many it cancels.
  await expect(dialog.getByRole('button', { name: 'Retour' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler la séance' }).click();
  await expect(page.getByText('Séance annulée', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(occurrences.getByText('Annulée', { exact: true })).toBeVisible();
  await expect(occurrences.getByText('Sortie scolaire')).toBeVisible();

  // The calendar's week of the 13th: both occurrences, Monday first, in French. Opened on that week by its address
  // (as links from elsewhere do), in the app already loaded, rather than by thirty clicks on Next, each drawing a week.
  await goInApp(page, '/internal-system/tutoring/calendar?date=2027-06-13');
  const calendar = page.locator('.fc');
  await expect(calendar.locator('.fc-col-header-cell').first()).toContainText('lun.');
  await expect(calendar.getByText(/13 juin 2027|7 – 13 juin 2027/).first()).toBeVisible();
  await expect(calendar.locator('.fc-event')).not.toHaveCount(0);
});

test("the manage screen shows this week's sessions to schedule and deletes the chosen ones", async ({ page }) => {
  const tutor = (await (await page.request.get('/v1/tutors/demo-tutor')).json()) as { id: string; program?: { programId: string } };
  const students = (await (await page.request.get('/v1/students?_start=2&_end=3&_sort=createdAt&_order=asc')).json()) as Row[];
  // Saturday of this week early in the morning (06:15 UTC): nobody's weekly slot.
  const now = new Date();
  const mondayOffset = (now.getUTCDay() + 6) % 7;
  const saturday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - mondayOffset + 5, 6, 15));
  const created = await page.request.post('/v1/sessions', {
    data: {
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      program: { programId: tutor.program!.programId },
      tutors: [{ userId: tutor.id }],
      students: [{ userId: students[0]!.id }],
      vsc: [{ vscId: 'demo-vsc' }],
      sessionDate: { startDate: saturday.toISOString(), endDate: new Date(saturday.getTime() + 3_600_000).toISOString() },
      recurrence: { recurrenceName: 'one-time' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/internal-system/tutoring/sessions/manage');
  await expect(page.getByRole('heading', { name: 'Gestion des séances', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch')).toBeChecked();
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(saturday)
    .replace(',', '');
  const row = page.getByRole('row').filter({ hasText: time });
  await row.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Supprimer la sélection (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('1 séance supprimée')).toBeVisible();
});

test.describe('a coordinator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

  test('books weekly sessions for a pair with the VSC dialog, lands on the sessions list, and sees a clash listed', async ({ page }) => {
    test.slow();
    // A Saturday at least a week ahead, at 10:00 in Paris: outside every demo pair's weekly slot.
    const now = new Date();
    const saturday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7 + ((6 - now.getUTCDay() + 7) % 7)));
    const day = `${String(saturday.getUTCDate()).padStart(2, '0')}/${String(saturday.getUTCMonth() + 1).padStart(2, '0')}/${saturday.getUTCFullYear()}`;
    // The first time the app is loaded on the pair's page; the second time the app already stands.
    const book = async (again = false) => {
      if (again) await goInApp(page, '/internal-system/tutoring/pairs/view/demo-pair-2');
      else await page.goto('/internal-system/tutoring/pairs/view/demo-pair-2');
      await page.getByRole('button', { name: 'Nouvelle séance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle séance' });
      await expect(dialog.getByText('Chloé Roussel')).toBeVisible();
      const vsc = dialog.getByLabel('Coordinateurs locaux (VSC)');
      await vsc.click();
      await vsc.fill('Inès');
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText(/Inès Da Silva/)
        .first()
        .click();
      await page.keyboard.press('Escape');
      for (const [label, value] of [
        ['Jour de la première séance', day],
        ['Début', '10:00'],
        ['Fin', '11:00'],
      ] as const) {
        const field = dialog.getByLabel(label, { exact: true });
        await field.click();
        await field.fill(value);
        await field.press('Enter');
      }
      await dialog.getByRole('button', { name: 'Créer la séance' }).click();
      return dialog;
    };
    await book();
    await expect(page.getByText('Séance ajoutée.')).toBeVisible();
    await expect(page).toHaveURL(/\/internal-system\/tutoring\/sessions(\?|$)/);

    // The same slot again: refused, told grouped (walk report C-5): one line for the tutor and one for the student,
    // every Saturday from the first to the last clashing date, not one line per date and person.
    const dialog = await book(true);
    const refusal = dialog.getByRole('alert').filter({ hasText: translate('fr', 'errors.slotUnavailable') });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('listitem')).toHaveCount(2);
    await expect(refusal.getByRole('listitem').filter({ hasText: '(élève)' })).toContainText(/tous les samedis du .* au .*, 10:00–11:00 \(\d+ séances\)/);
    await expect(page).toHaveURL(/\/pairs\/view\/demo-pair-2$/);
  });
});
