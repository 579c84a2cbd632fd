import { translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';

const t = (key: string, params?: Record<string, string>) => translate('fr', key, params);

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

test('a person created from the staff app is invited; their page offers to resend, asks first, and gives the reason when it must wait', async ({ page }) => {
  // A form, a record page and a dialog: more than one screen's worth of waiting.
  test.slow();
  const email = `invitee.${Date.now()}@example.org`;
  await page.goto('/profile/managers/add');
  await page.getByLabel('Prénom').fill('Iris');
  await page.getByLabel('Nom', { exact: true }).fill('Invitée');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(/\/profile\/managers\/view\/[^/]+$/);
  await expect(page.getByText(t('staff.invitation.sentAfterCreate', { to: email }))).toBeVisible();

  // The invitation left with the creation: resending at once is refused with the catalogue's reason.
  await page.getByRole('button', { name: t('staff.invitation.resend') }).click();
  await expect(page.getByText(t('staff.invitation.confirmEmail', { name: 'Iris Invitée', to: email }))).toBeVisible();
  await page.getByRole('button', { name: t('staff.invitation.confirm'), exact: true }).click();
  await expect(page.getByText(t('errors.invitationTooSoon'))).toBeVisible();
});

test('no resend button for a person who already chose a password, nor for a reader who may not update the record', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  // Three record pages, one of them for another person.
  test.slow();
  // Once the record is shown (its e-mail), and with the right to edit it: still no resend for the demo tutor.
  await page.goto('/manage/tutors/view/demo-tutor');
  // The e-mail is both in the header's facts and in its group.
  await expect(page.getByText('tutor@demo.binome.test').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /Modifier/ })).toBeVisible();
  await expect(page.getByRole('button', { name: t('staff.invitation.resend') })).toHaveCount(0);

  const email = `ada.${Date.now()}@example.org`;
  const created = await page.request.post('/v1/administrators', { data: { contactDetails: { firstName: 'Ada', lastName: 'Nouvelle', email } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/profile/administrators/view/${id}`);
  await expect(page.getByRole('button', { name: t('staff.invitation.resend') })).toBeVisible({ timeout: 60_000 });

  // A manager reads administrators but does not change them.
  const manager = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', storageState: await signedIn('manager') });
  const managerPage = await manager.newPage();
  await managerPage.goto(`/profile/administrators/view/${id}`);
  await expect(managerPage.getByText(email).first()).toBeVisible({ timeout: 60_000 });
  await expect(managerPage.getByRole('button', { name: t('staff.invitation.resend') })).toHaveCount(0);
  await manager.close();
});

test('resends the invitation of a person nobody invited yet (created through a partner key) and says where it went', async ({ page }) => {
  test.slow();
  const key = await page.request.post('/v1/api-keys', {
    data: {
      name: 'Import',
      scopes: [
        { resource: 'tutors', access: 'read' },
        { resource: 'tutors', access: 'write' },
      ],
    },
  });
  expect(key.status()).toBe(201);
  const email = `imported.${Date.now()}@example.org`;
  const created = await page.request.post('/v1/tutors', {
    headers: { 'api-key': ((await key.json()) as { key: string }).key },
    data: { contactDetails: { firstName: 'Léo', lastName: 'Importé', email }, program: { programId: 'az-rem-4ca0f8d' } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/manage/tutors/view/${id}`);
  await page.getByRole('button', { name: t('staff.invitation.resend') }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: t('staff.invitation.confirm'), exact: true }).click();
  await expect(page.getByText(t('success.invitationSent', { to: email }))).toBeVisible();
});
