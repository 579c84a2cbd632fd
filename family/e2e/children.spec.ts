import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { linkFromMail, signInWithPassword } from './support/pages.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * "My children" (issue 12): the demo parent, Isabelle Roussel, adds a child, edits and deletes them, and invites
 * another by e-mail; the child chooses a password from the mail and signs in; the parent then sees their account.
 * Phone first (390 px), then the desktop width; screenshots in /tmp/shots-children/.
 */
const SHOTS = '/tmp/shots-children';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function openChildren(page: Page) {
  await signInThroughApi(page, 'parent@demo.binome.test', { path: '/parent/children' });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Mes enfants', level: 1 })).toBeVisible();
}

test('the parent adds a child, edits and deletes them (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openChildren(page);
  await expect(page.getByRole('heading', { name: 'Léo Roussel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chloé Roussel' })).toBeVisible();
  await expect(page.getByText('5ème').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
  // The schema's rules, under the fields.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Prénom est obligatoire')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/add-errors-390.png`, fullPage: true });
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Roussel');
  // Léo's e-mail: two students never share one; what was typed stays.
  await page.getByLabel('Adresse e-mail').fill('student@demo.binome.test');
  await page.getByLabel('Niveau').selectOption({ label: '6ème' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'inscription de l'enfant a échoué : cette adresse e-mail existe déjà.").first()).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès');
  await page.getByLabel('Adresse e-mail').fill('ines.roussel@example.org');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre enfant est inscrit : il apparaît dans la liste ci-dessous.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Inès Roussel' }) });
  await expect(card.getByText('En attente')).toBeVisible();
  await expect(card.getByText('6ème')).toBeVisible();
  await expect(card.getByText('Pas encore invité')).toBeVisible();

  // Edit; leaving with changes asks first.
  await page.getByRole('button', { name: 'Modifier Inès Roussel' }).click();
  await page.getByLabel('Prénom').fill('Inès-Marie');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog', { name: 'Modifications non enregistrées' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unsaved-390.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès-Marie');
  // Leaving again, the dialog's 'save' saves.
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Les informations de votre enfant sont à jour.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inès-Marie Roussel' })).toBeVisible();

  // Delete, with a confirmation.
  await page.getByRole('button', { name: 'Supprimer Inès-Marie Roussel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer Inès-Marie Roussel ?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-390.png` });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Suppression effectuée.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inès-Marie Roussel' })).toHaveCount(0);
});

test('the parent invites a child by e-mail; the child chooses a password and signs in; the parent sees the account', async ({ page, stack }) => {
  await page.setViewportSize(DESKTOP);
  await openChildren(page);
  await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
  await page.getByLabel('Prénom').fill('Hugo');
  await page.getByLabel('Nom', { exact: true }).fill('Roussel');
  await page.getByLabel('Adresse e-mail').fill('hugo.roussel@example.org');
  await page.getByLabel('Niveau').selectOption({ label: '4ème' });
  await page.screenshot({ path: `${SHOTS}/add-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre enfant est inscrit : il apparaît dans la liste ci-dessous.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Inviter Hugo Roussel' }).click();
  // The mode must be chosen (section 5); the child has no phone, so only the e-mail is offered.
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText("Choisissez le mode d'invitation : e-mail ou téléphone")).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Par téléphone/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/invite-1280.png`, fullPage: true });
  const before = stack.mail.mails.length;
  await page.getByRole('radio', { name: 'Par e-mail (hugo.roussel@example.org)' }).check();
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée à hugo.roussel@example.org.')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Hugo Roussel' })
      .getByText(/^Invité le \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();

  // The child, in another browser session.
  const link = await linkFromMail(stack, 'hugo.roussel@example.org', '/reset-password?token=', before);
  const child = await page.context().browser()!.newPage({ viewport: PHONE });
  expect(link).toContain('invitation=child');
  await child.goto(link);
  await expect(child.getByRole('heading', { name: 'Bienvenue sur Binôme' })).toBeVisible();
  await child.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('Hugo-secret-2026!');
  await child.getByLabel('Confirmez le mot de passe').fill('Hugo-secret-2026!');
  await child.screenshot({ path: `${SHOTS}/child-password-390.png`, fullPage: true });
  await child.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(child).toHaveURL(/\/login$/);
  await signInWithPassword(child, 'hugo.roussel@example.org', 'Hugo-secret-2026!');
  await expect(child).toHaveURL(/\/family$/);
  await expect(child.getByRole('heading', { name: /Hugo/ })).toBeVisible();
  await child.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hugo Roussel' }).getByText('A un compte')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inviter Hugo Roussel' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/account-1280.png`, fullPage: true });
});

test('a parent prospect, not validated yet, is told why and offered no change', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, 'parentprospect@demo.binome.test', { path: '/parent/children' });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText("Votre compte n'est pas encore validé")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un enfant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifier / })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/not-validated-390.png`, fullPage: true });
});
