import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { linkFromMail, signInWithPassword } from './support/pages.ts';

test('a parent recovers the password from the mail, resets it, and signs in with the new one', async ({ page, stack }) => {
  await page.goto('/recover-password');
  await page.getByLabel('Adresse e-mail').fill('parent@demo.binome.test');
  const before = stack.mail.mails.length;
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte correspond à cette adresse, un e-mail vient de lui être envoyé.', { exact: false })).toBeVisible();

  const link = await linkFromMail(stack, 'parent@demo.binome.test', '/reset-password?token=', before);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('Nouveau-secret-42!');
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-secret-42?');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-secret-42!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Mot de passe réinitialisé.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('Encore-autre-43!');
  await page.getByLabel('Confirmez le mot de passe').fill('Encore-autre-43!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText("Ce lien n'est plus valide", { exact: false })).toBeVisible();

  await signInWithPassword(page, 'parent@demo.binome.test', DEMO_PASSWORD);
  await expect(page.getByText('La connexion a échoué. Vérifiez vos identifiants et réessayez.')).toBeVisible();
  await signInWithPassword(page, 'parent@demo.binome.test', 'Nouveau-secret-42!');
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible();
  // The demo parent gets the demo password back: the other tests of this server sign in with it.
  const restored = await page.request.post('/v1/auth/change-password', { data: { currentPassword: 'Nouveau-secret-42!', newPassword: DEMO_PASSWORD } });
  expect(restored.ok()).toBe(true);
});

test('five failed sign-ins lock the account and offer a password reset', async ({ page }) => {
  await page.goto('/login');
  // The manager's account: no browser test after this one signs in with it (the recruiter reviews in later ones).
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Adresse e-mail').fill('manager@demo.binome.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill(`Mauvais-${attempt}!`);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    if (attempt < 5) await expect(page.getByText('La connexion a échoué. Vérifiez vos identifiants et réessayez.')).toBeVisible();
  }
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('La connexion a échoué après plusieurs tentatives. Réessayez plus tard, ou réinitialisez votre mot de passe.');
  // Even the right password is refused while locked.
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(alert).toContainText('plusieurs tentatives');
  await alert.getByRole('link', { name: 'Réinitialiser mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
});
