import { readFile } from 'node:fs/promises';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/** "Mes données" on the account page: a parent downloads their own data, then their child's, as JSON files. */
test("the demo parent downloads their data and their child's from My account", async ({ page }) => {
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page.getByRole('heading', { name: /Isabelle/ })).toBeVisible();
  await page.goto('/parent/account');
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible();

  const own = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const ownFile = await own;
  expect(ownFile.suggestedFilename()).toMatch(/^binome-data-isabelle-roussel-\d{2}-\d{2}-\d{4}\.json$/);
  const ownData = JSON.parse(await readFile((await ownFile.path())!, 'utf8')) as { profile: { id: string }; contactMessages: unknown[] };
  expect(ownData.profile.id).toBe('demo-parent');

  const child = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger les données de Léo Roussel' }).click();
  const childData = JSON.parse(await readFile((await (await child).path())!, 'utf8')) as { profile: { id: string }; sessions: unknown[] };
  expect(childData.profile.id).toBe('demo-student');
  expect(childData.sessions.length).toBeGreaterThan(0);
});
