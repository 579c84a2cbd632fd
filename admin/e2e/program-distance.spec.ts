import { expect, signInAs, test } from './support/stack.ts';

/**
 * A program's distance bound (matching by place): a manager opens Programs from the set-up menu, sets the bound of a
 * program of theirs, and finds no way to change another's; the matching reads the new bound.
 */
test('a manager sets the distance bound of their program, and cannot change another program’s', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'manager');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByText('Paramétrage').click();
  await menu.getByRole('link', { name: 'Programmes' }).click();
  await expect(page).toHaveURL(/\/setup\/programs$/);
  const main = page.locator('#main');
  const home = main.getByRole('row').filter({ hasText: 'Classes à domicile en présentiel' });
  await expect(home).toContainText('10');
  // No add or delete: the four programs are fixed. Another manager's program has no edit button.
  await expect(main.getByRole('button', { name: /Ajouter/ })).toHaveCount(0);
  await expect(main.getByRole('row').filter({ hasText: 'Tutorat solidaire' }).getByRole('button', { name: 'Modifier' })).toHaveCount(0);

  await home.getByRole('button', { name: 'Modifier' }).click();
  const bound = page.getByLabel('Distance maximale en présentiel (km)');
  await expect(bound).toHaveValue('10');
  // Only the bound is written: the program's name and code are not fields of the form.
  await expect(page.getByLabel('Programme', { exact: true })).toHaveCount(0);
  await bound.fill('12');
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/setup\/programs\/view\/[^/]+$/);
  await expect(main.getByText('12').first()).toBeVisible();

  // The server holds the same rule: another program's bound is refused to this manager.
  const [solidarity] = (await (await page.request.get('/v1/programs?programId=az-fac-5f87232')).json()) as { id: string }[];
  const read = await page.request.get(`/v1/programs/${solidarity!.id}`);
  const refused = await page.request.patch(`/v1/programs/${solidarity!.id}`, { data: { maxDistanceKm: 30 }, headers: { 'if-match': read.headers()['etag']! } });
  expect([403, 404]).toContain(refused.status());

  // The demo's bound back: the matching tests that may run later on this server count on 10 km.
  const own = page.url().split('/').pop()!;
  const current = await page.request.get(`/v1/programs/${own}`);
  const restored = await page.request.patch(`/v1/programs/${own}`, { data: { maxDistanceKm: 10 }, headers: { 'if-match': current.headers()['etag']! } });
  expect(restored.status()).toBe(200);
});
