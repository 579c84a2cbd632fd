import { expect, signInAs, test } from './support/stack.ts';

test('a manager sees the scholar years without any edit button, and a forced edit address is refused', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/setup/scholar-year');
  const main = page.locator('#main');
  await expect(main.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(main.getByRole('button', { name: /Modifier/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Ajouter/ })).toHaveCount(0);
  await expect(main.locator('button .anticon-edit')).toHaveCount(0);

  await page.goto('/setup/scholar-year/edit/any-id');
  await expect(main.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(main.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();

  await page.goto('/cette/page/n-existe/pas');
  await expect(main.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
