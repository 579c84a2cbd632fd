import { translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

/**
 * A list a record rule requires (a session's VSCs, at least one) is marked as required like any field, and its
 * error shows under it, with the form's summary: the form never refuses to save without saying where.
 */
test('the session form marks the VSC list as required, and saving without a VSC shows the error on that list', async ({ page }) => {
  // A long form filled field by field: more than one screen's wait on a small, busy machine.
  test.slow();
  await page.goto('/internal-system/tutoring/sessions/add');
  // Its name carries the required mark, as antd's labels do ('* VSC').
  const vsc = page.getByRole('group', { name: '* VSC', exact: true });
  // The form is a chunk of its own: on a busy machine it may take a while to come.
  await expect(vsc).toBeVisible({ timeout: 60_000 });
  // The same mark as the required fields' labels.
  await expect(vsc.locator('.form-list-title-required')).toBeVisible();
  expect(await vsc.locator('.form-list-title-required').evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"*"');

  // Everything else the schema asks for, so that only the VSC is missing.
  await page.getByLabel('Type de séance', { exact: true }).click();
  await page.getByTitle('Séance individuelle', { exact: true }).click();
  await page.getByLabel('Statut', { exact: true }).click();
  await page.getByTitle('Programmée', { exact: true }).click();
  await page.getByLabel('Programme', { exact: true }).click();
  await page.getByTitle('Classes à domicile en présentiel', { exact: true }).click();
  for (const [label, value] of [
    ['Début', '16/01/2027 10:00'],
    ['Fin', '16/01/2027 11:00'],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.fill(value);
    await field.press('Enter');
  }
  await page.getByRole('button', { name: /Enregistrer/ }).click();

  await expect(page.getByRole('alert').filter({ hasText: translate('fr', 'staff.forms.fixErrors') })).toBeVisible();
  const message = translate('fr', 'validation.vscRequired');
  await expect(vsc.getByText(message)).toBeVisible();
  // Announced with the group: its description is the error.
  await expect(vsc).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/sessions\/add$/);

  // The way out is in the group: adding a VSC brings its picker.
  await vsc.getByRole('button', { name: translate('fr', 'staff.forms.addItem') }).click();
  await expect(vsc.getByRole('combobox', { name: 'VSC', exact: true })).toBeVisible();
});
