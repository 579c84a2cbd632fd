import { mkdir } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, test } from './support/stack.ts';
import { linkFromMail } from './support/pages.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

const SHOTS = '/tmp/shots-account';
test.use({ viewport: { width: 390, height: 844 } });

test.describe('the demo tutor on My account', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'tutor@demo.binome.test');
    await expect(page.getByRole('heading', { name: /Bonjour Thomas/ })).toBeVisible();
    await page.goto('/tutor/account');
    await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  });

  test('the demo tutor edits their phone and city, saves, reloads and sees them', async ({ page }) => {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-390.png`, fullPage: true });
    // The fields their rules let them write; status and role are not among them.
    await expect(page.getByLabel('Prénom')).toHaveValue('Thomas');
    await expect(page.getByLabel('Date de naissance')).toHaveValue('26/04/1991');
    await expect(page.getByLabel('Pays')).toHaveValue('france');
    await expect(page.getByLabel('Pays').locator('option:checked')).toHaveText('France');
    await expect(page.getByLabel('Statut')).toHaveCount(0);

    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('Ville').fill('Nantes');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mise à jour effectuée.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Ville')).toHaveValue('Nantes');
    await expect(page.getByLabel('Téléphone')).toHaveValue(/6 ?12 ?34 ?56 ?78/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/account-1280.png`, fullPage: true });
  });

  test('an invalid zip code shows the translated message under the field, and nothing typed is lost', async ({ page }) => {
    await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
    await page.getByLabel('Code postal').fill('12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const zip = page.getByLabel('Code postal');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    // The message is tied to the field (aria-describedby) and in French.
    await expect(zip).toHaveAccessibleDescription(/Code postal.*ne doit contenir que des chiffres/);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-invalid-zip-390.png`, fullPage: true });
    await expect(zip).toHaveValue('12');
    await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Lilas');
  });

  test('the tutor finds an address by typing part of it, picks it with the keyboard or the mouse, and saves it', async ({ page }) => {
    // The tutor's address is where matching places him (in person, within his program's bound): it is put back at
    // the end, for the files that match him later on this server.
    const fields = { line: page.getByLabel('Adresse', { exact: true }), zip: page.getByLabel('Code postal'), city: page.getByLabel('Ville') };
    const before = { line: await fields.line.inputValue(), zip: await fields.zip.inputValue(), city: await fields.city.inputValue() };
    const search = page.getByRole('combobox', { name: 'Rechercher une adresse' });
    await search.fill('20 rue de la Rép');
    const offered = page.getByRole('option', { name: '20 rue de la République 69002 Lyon' });
    await expect(offered).toBeVisible();
    await mkdir(SHOTS, { recursive: true });
    await offered.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-place-search-390.png` });
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('20 rue de la République');
    await expect(page.getByLabel('Code postal')).toHaveValue('69002');
    await expect(page.getByLabel('Ville')).toHaveValue('Lyon');
    await expect(page.getByRole('status').filter({ hasText: 'Adresse remplie : 20 rue de la République 69002 Lyon' })).toBeVisible();

    // The magnifier asks at once; a commune keeps the street line.
    await search.fill('Villeurb');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('option', { name: 'Villeurbanne 69100' }).click();
    await expect(page.getByLabel('Ville')).toHaveValue('Villeurbanne');
    await expect(page.getByLabel('Code postal')).toHaveValue('69100');
    await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('20 rue de la République');

    // Nothing found: it says so, and the fields stay as they are.
    await search.fill('Zzyzx');
    await expect(page.getByText('Aucune adresse trouvée : saisissez-la dans les champs.')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mise à jour effectuée.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Ville')).toHaveValue('Villeurbanne');
    await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('20 rue de la République');

    await fields.line.fill(before.line);
    await fields.zip.fill(before.zip);
    await fields.city.fill(before.city);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mise à jour effectuée.')).toBeVisible();
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.getByLabel('Ville').fill('Rennes');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toBeVisible();
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-unsaved-390.png` });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/tutor\/account$/);
    await expect(page.getByLabel('Ville')).toHaveValue('Rennes');

    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a student who changes their e-mail is told to check the new inbox, where the link arrives', async ({ page, stack }) => {
  await signInThroughApi(page, 'student@demo.binome.test', { path: '/student/account' });
  await expect(page).not.toHaveURL(/\/login/);
  const email = page.getByLabel('Adresse e-mail');
  await expect(email).toHaveValue('student@demo.binome.test');
  const since = stack.mail.mails.length;
  await email.fill('eleve.nouvelle@example.org');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Nous avons envoyé un lien de vérification à eleve.nouvelle@example.org', { exact: false })).toBeVisible();
  const link = await linkFromMail(stack, 'eleve.nouvelle@example.org', '/verify-email?token=', since);
  expect(link).toContain('/verify-email?token=');
  await page.screenshot({ path: `${SHOTS}/account-email-changed-390.png` });

  // Back to the demo address, so that other tests still sign in with it.
  await email.fill('student@demo.binome.test');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Nous avons envoyé un lien de vérification à student@demo.binome.test', { exact: false })).toBeVisible();
});

test('after a password change, a parent with a calendar link renews it from the same page, and the old one stops', async ({ page }) => {
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page).not.toHaveURL(/\/login/);
  const old = new URL(((await (await page.request.get('/v1/calendar/feed')).json()) as { url: string }).url).pathname;
  expect((await page.request.get(old)).status()).toBe(200);
  await page.goto('/parent/account');
  await page.getByRole('link', { name: 'Changer de mot de passe' }).click();
  await page.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
  await page.getByLabel('Nouveau mot de passe').fill('Agenda-secret-42!');
  await page.getByLabel('Confirmez le mot de passe').fill('Agenda-secret-42!');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByRole('button', { name: 'Renouveler le lien de mon agenda' }).click();
  await expect(page.getByText("Nouveau lien créé : l'ancien ne fonctionne plus.", { exact: false })).toBeVisible();
  const renewed = page.getByLabel("Nouveau lien d'abonnement (personnel, ne le partagez pas)");
  await expect(renewed).toHaveValue(/\/v1\/calendar\/feeds\//);
  expect((await page.request.get(old)).status()).toBe(404);
  expect((await page.request.get(new URL(await renewed.inputValue()).pathname)).status()).toBe(200);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/feed-renewed-390.png` });

  // The demo password back: the other tests of this server sign in with it.
  const restored = await page.request.post('/v1/auth/change-password', { data: { currentPassword: 'Agenda-secret-42!', newPassword: DEMO_PASSWORD } });
  expect(restored.ok()).toBe(true);
});
