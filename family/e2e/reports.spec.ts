import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The loop after a session (issue "Reports"): the demo tutor enters a report on a phone, a coordinator confirms it
 * from the review queue of the staff app, and the parent and the student read it, the family part only.
 */
test('a tutor enters a report on a phone, a coordinator confirms it, the parent and the student read it', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const appreciation = `Fractions et problèmes : bien progressé (${Date.now()}).`;

  // The tutor, on a phone.
  const tutorContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const tutor = await tutorContext.newPage();
  await signInThroughApi(tutor, 'tutor@demo.binome.test');
  const card = tutor.locator('[data-slot="reports-to-write"]');
  await expect(card.getByText(/^À saisir/)).toBeVisible({ timeout: 45_000 });
  await card.getByRole('link', { name: 'Comptes rendus', exact: true }).click();
  await expect(tutor.getByRole('heading', { name: 'Comptes rendus', level: 1 })).toBeVisible();
  const toEnter = tutor.getByRole('region', { name: /^À saisir/ });
  const first = toEnter.getByRole('listitem').filter({ hasText: 'Léo Roussel' }).first();
  await first.getByRole('link', { name: 'Saisir' }).click();
  await expect(tutor.getByRole('heading', { name: /^Compte rendu du / })).toBeVisible();

  // Saved without the attendance: kept, and the catalogue says what is missing.
  await tutor.getByRole('group', { name: 'Note de la séance' }).getByLabel('4').check();
  await tutor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(tutor.getByText("L'absence n'a pas été confirmée.", { exact: false })).toBeVisible();

  await tutor.getByRole('group', { name: 'Vous' }).getByLabel('Présent(e)').check();
  await tutor.getByRole('group', { name: 'Léo Roussel' }).getByLabel('Présent(e)').check();
  await tutor.getByRole('group', { name: 'Votre satisfaction' }).getByLabel('5').check();
  await tutor.getByLabel('Appréciation').fill(appreciation);
  await tutor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(tutor.getByText("Compte rendu saisi : l'équipe va le relire.")).toBeVisible();
  await tutor.getByRole('link', { name: /Retour aux comptes rendus/ }).click();
  await expect(
    tutor
      .getByRole('region', { name: /^En attente de validation/ })
      .getByRole('listitem')
      .filter({ hasText: 'Léo Roussel' })
      .first(),
  ).toBeVisible();
  await tutorContext.close();

  // The coordinator, in the staff app: the review queue, then confirm.
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, 'coordinator@demo.binome.test');
  await expect(staff.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await staff.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comptes rendus (CR)' }).click();
  await staff.getByRole('button', { name: /^À valider \(\d+\)$/ }).click({ timeout: 45_000 });
  await expect(staff.getByRole('heading', { name: 'Comptes rendus à valider' })).toBeVisible({ timeout: 45_000 });
  const row = staff.getByRole('row').filter({ hasText: appreciation });
  // Flagged reports come first: this one (no absence, a good rating) may be on a later page.
  while (!(await row.isVisible())) await staff.getByRole('listitem', { name: 'Page suivante' }).click();
  await row.getByRole('button', { name: 'Valider' }).click();
  await expect(staff.getByText('Compte rendu validé.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await staffContext.close();

  // The parent and the student read it: the appreciation and the rating, never the tutor's satisfaction.
  for (const reader of [
    { email: 'parent@demo.binome.test', path: '/parent/reports', heading: 'Comptes rendus' },
    { email: 'student@demo.binome.test', path: '/student/reports', heading: 'Mes notes' },
  ]) {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInThroughApi(page, reader.email);
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await page.goto(reader.path);
    await expect(page.getByRole('heading', { name: reader.heading, level: 1 })).toBeVisible();
    const read = page.getByRole('listitem').filter({ hasText: appreciation });
    await expect(read).toBeVisible();
    await expect(read.getByText('Réalisée')).toBeVisible();
    await expect(read.getByText('Note : 4/5')).toBeVisible();
    await expect(read.getByText('Satisfaction')).toHaveCount(0);
    await context.close();
  }
});
