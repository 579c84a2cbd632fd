import { expect, signInAs, test } from './support/stack.ts';

/**
 * Place search in a staff address form (spec section 7): typed letters are offered places from the address base (its
 * local stand-in here), picked with the mouse or the keyboard; the choice fills the street line, zip code and city,
 * which stay free text, and the record keeps them.
 */
test('an administrator finds an establishment’s address by typing part of it, and it is saved', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'super_administrator');
  await page.goto('/manage/establishments/add');
  const search = page.getByLabel('Rechercher une adresse');
  const address = page.locator('.form-section').filter({ has: search });
  // antd draws the offered places as its own items (its listbox of options is for screen readers, and not drawn).
  const offered = (label: string) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label });
  await expect(search).toBeVisible();

  // Offered as typed; picked with the mouse: a house fills all three fields.
  await search.fill('10 place Bell');
  await offered('10 place Bellecour 69002 Lyon').click();
  await expect(address.getByLabel('Adresse', { exact: true })).toHaveValue('10 place Bellecour');
  await expect(address.getByLabel('Code postal')).toHaveValue('69002');
  await expect(address.getByLabel('Ville')).toHaveValue('Lyon');
  await expect(page.getByRole('status').filter({ hasText: 'Adresse remplie : 10 place Bellecour 69002 Lyon' })).toBeVisible();

  // With the keyboard: a commune fills its zip code and city and keeps the street line typed by hand.
  await address.getByLabel('Adresse', { exact: true }).fill('3 rue des Lilas');
  await search.fill('Villeurb');
  await expect(offered('Villeurbanne 69100')).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(address.getByLabel('Code postal')).toHaveValue('69100');
  await expect(address.getByLabel('Ville')).toHaveValue('Villeurbanne');
  await expect(address.getByLabel('Adresse', { exact: true })).toHaveValue('3 rue des Lilas');

  // Nothing found: it says so, and the fields stay free.
  await search.fill('Zzyzx');
  await expect(page.getByText('Aucune adresse trouvée : saisissez-la dans les champs.')).toBeVisible();

  const name = `Collège du lieu ${Date.now()}`;
  await page.getByLabel("Nom de l'établissement").fill(name);
  await page.getByLabel("Type d'établissement").click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);
  await expect(page.getByRole('tabpanel', { name: 'Détails' }).getByText('3 rue des Lilas')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Détails' }).getByText('Villeurbanne')).toBeVisible();
});
