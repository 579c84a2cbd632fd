import { expect, test } from './support/stack.ts';
import { linkFromMail, signInWithPassword, signOut } from './support/pages.ts';

test('a tutor registers, verifies the e-mail from the mail, is moved to /login, signs in and out', async ({ page, context, stack }) => {
  await page.goto('/tutor/register');
  await expect(page.getByRole('heading', { name: 'Inscription : Tuteur ou tutrice bénévole' })).toBeVisible();

  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('Adresse e-mail').fill('ines.e2e@example.org');
  await page.getByLabel('Date de naissance').fill('2001-04-12');
  await page.getByLabel('Mot de passe', { exact: true }).fill('faible');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // The schema's rules, in French, on the fields.
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères', { exact: false })).toBeVisible();
  await expect(page.getByText("Acceptez les conditions d'utilisation et la politique de confidentialité pour continuer.")).toBeVisible();

  await page.getByLabel('Mot de passe', { exact: true }).fill('Inscription-2026!');
  await page.getByLabel("J'accepte les conditions d'utilisation", { exact: false }).check();
  const mailsBefore = stack.mail.mails.length;
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();

  // The link from the mail, opened in another tab as from a mail client.
  const link = await linkFromMail(stack, 'ines.e2e@example.org', '/verify-email?token=', mailsBefore);
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByText('Adresse vérifiée : vous pouvez vous connecter.')).toBeVisible();
  await mailTab.close();

  // The register page was polling: it moves on to /login by itself.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('Inscription terminée : vous pouvez vous connecter.')).toBeVisible();

  await signInWithPassword(page, 'ines.e2e@example.org', 'Inscription-2026!');
  await expect(page.getByRole('heading', { name: 'Bonjour Inès' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: a private page sends back to /login.
  await page.goto('/tutor/account');
  await expect(page).toHaveURL(/\/login$/);
});
