import { readFile } from 'node:fs/promises';
import { expect, signInAs, test } from './support/stack.ts';

test('an administrator creates, edits, exports and deletes an establishment, in French then in English', async ({ page }) => {
  // One tour of about fifteen screens: on a small, busy CI machine it takes longer than one screen's 90 s.
  test.setTimeout(300_000);
  await signInAs(page, 'super_administrator');
  await page.goto('/manage/establishments');
  await page.getByRole('button', { name: /Ajouter/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/add$/);

  // Nothing filled in: the schema's rules, in French, under the fields.
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page.getByText("Nom de l'établissement est obligatoire")).toBeVisible();

  const name = `Collège de l'essai ${Date.now()}`;
  await page.getByLabel("Nom de l'établissement").fill(name);
  // A select of the schema's values, chosen with the keyboard.
  await page.getByLabel("Type d'établissement").click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // Edit, then try to leave with unsaved changes: the dialog asks to save or leave.
  await page.getByRole('button', { name: /Modifier/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/edit\/[^/]+$/);
  await page.getByLabel('Contact', { exact: true }).fill('Mme Durand');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tuteurs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);
  await expect(page.getByText('Mme Durand')).toBeVisible();

  // Emptying a field on the edit form clears it.
  await page.getByRole('button', { name: /Modifier/ }).click();
  await page.getByLabel('Contact', { exact: true }).fill('');
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Mme Durand')).toHaveCount(0);

  // Export what the list shows.
  await page.goto(`/manage/establishments?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(name)}`);
  await expect(page.getByRole('cell', { name })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exporter en CSV/ }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv).toContain(name);

  // Delete, with its confirmation.
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).last().click();
  await expect(page.getByRole('cell', { name })).toHaveCount(0);

  // English: the labels change.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('navigation', { name: /Main menu|Menu principal/ }).getByRole('link', { name: 'Establishments' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Export to CSV/ })).toBeVisible();
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
});
