import { translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';

const CONFLICT_MESSAGE = translate('fr', 'errors.editConflict');

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

test('of two staff editing the same record, the later save is refused with the message and keeps what was typed', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  // Two people, each signed in and on their own edit screen: more than one screen's worth of waiting.
  test.slow();
  const created = await page.request.post('/v1/establishments', {
    data: { establishmentName: `Collège des Deux Mains ${Date.now()}`, typeOfEstablishment: 'middle', contactName: 'Mme Martin' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const editAddress = `/manage/establishments/edit/${id}`;
  const coordinator = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', storageState: await signedIn('coordinator') });
  const other = await coordinator.newPage();

  // Both open the edit form on the same version.
  for (const screen of [page, other]) {
    await screen.goto(editAddress);
    await expect(screen.getByLabel('Contact', { exact: true })).toHaveValue('Mme Martin');
  }

  await page.getByLabel('Contact', { exact: true }).fill('M. Premier');
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);
  await expect(page.getByText('M. Premier')).toBeVisible();

  // The coordinator still has the version read before: refused, told why, and what they typed stays.
  const contact = other.getByLabel('Contact', { exact: true });
  await contact.fill('Mme Seconde');
  await other.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(other.locator('#main').getByRole('alert').filter({ hasText: CONFLICT_MESSAGE })).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`${editAddress}$`));
  await expect(contact).toHaveValue('Mme Seconde');
  expect(((await (await page.request.get(`/v1/establishments/${id}`)).json()) as { contactName?: string }).contactName).toBe('M. Premier');
  await coordinator.close();
});

test('a delete from a list row whose record changed since the list was read is refused with the message, and the record stays', async ({ page }) => {
  test.slow();
  const name = `Collège de la Ligne ${Date.now()}`;
  const created = await page.request.post('/v1/establishments', {
    data: { establishmentName: name, typeOfEstablishment: 'middle', contactName: 'Mme Martin' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/manage/establishments?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  // The list screen is a chunk of its own: on a busy machine it may take a while to load.
  await expect(row).toBeVisible({ timeout: 90_000 });

  // Someone else changes the record after the list was read.
  expect((await page.request.patch(`/v1/establishments/${id}`, { data: { contactName: 'M. Entre-temps' } })).status()).toBe(200);

  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).last().click();
  await expect(page.getByText(CONFLICT_MESSAGE).first()).toBeVisible();
  expect((await page.request.get(`/v1/establishments/${id}`)).status()).toBe(200);
});
