import { expect, test } from './support/stack.ts';

/**
 * A data-deletion request carried out by the administrator from its page: the person it is about is chosen, their
 * data downloaded, then erased after a confirmation; the request then says it is handled and what was done.
 */
test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

test('the administrator exports, then erases, the person a deletion request is about', async ({ page, baseURL, playwright }) => {
  test.slow();
  // Filed from the public page by someone not signed in: the request names no account.
  const visitor = await playwright.request.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  const filed = await visitor.post('/v1/data-deletion-requests/submit', {
    headers: { origin: baseURL! },
    data: { fullName: 'Marion Millet', email: 'marion.millet@example.net', message: 'Merci de supprimer mes données.' },
  });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: string };
  await visitor.dispose();

  await page.goto(`/profile/data-deletion-requests/view/${id}`);
  const handling = page.locator('.ant-card').filter({ hasText: 'Traiter la demande' });
  await expect(handling).toBeVisible();
  // The request's e-mail names exactly one account: that person is chosen already, and can be acted on.
  await expect(handling.locator('.ant-select-selection-item')).toContainText('Marion Millet');
  await expect(handling.getByRole('button', { name: /Effacer la personne/ })).toBeEnabled();

  const download = page.waitForEvent('download');
  await handling.getByRole('button', { name: /Télécharger ses données/ }).click();
  // Named after the person and a French date, never an id or an ISO date.
  expect((await download).suggestedFilename()).toMatch(/^binome-data-marion-millet-\d{2}-\d{2}-\d{4}\.json$/);

  await handling.getByRole('button', { name: /Effacer la personne/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Effacer cette personne' });
  await expect(dialog).toContainText('Marion Millet');
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(page.getByText('La personne a été effacée et la demande est traitée.')).toBeVisible();
  await expect(page.getByText('Demande traitée')).toBeVisible();
  await expect(page.getByText(/Effacement du \d{1,2}(er)? [a-zéû]+ \d{4}/)).toBeVisible();
});
