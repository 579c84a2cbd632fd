import { expect, test } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';
import { passTheQuiz, PASSWORD, register, tinyPdf, watchTheVideo } from './support/volunteer-path.ts';
import { chooseProgramToValidate } from './support/prospect-validation.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Issue 16 from end to end: a volunteer registers, watches the video to its end, passes the quiz and sends their
 * criminal-record attestation; a recruiter accepts the attestation, then validates the prospect; the volunteer,
 * signed out by the decision, signs in again as an active tutor with the tutor's menu, and the attestation's PDF is
 * gone, its facts kept.
 */
test('a volunteer goes from registration to an active tutor through the video, the quiz, the attestation and a recruiter', async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const email = `yse.recrutement.${Date.now()}@example.org`;
  await register(page, stack, 'tutor', { firstName: 'Ysé', email });
  await watchTheVideo(page, '/tutorVideo', '/tutorQuiz');
  await passTheQuiz(page);

  // The attestation, from the volunteer's documents page.
  const number = `CJN-RECRUTEMENT-${Date.now()}`;
  await page.goto('/tutor/documents');
  await expect(page.getByRole('heading', { name: 'Mes documents', level: 1 })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Extrait de casier judiciaire (obligatoire)' });
  await form.getByLabel("Numéro de l'extrait").fill(number);
  await form.getByLabel('Date de délivrance').fill('2026-10-01');
  await form.getByLabel("Fichier PDF de l'extrait").setInputFiles({ name: 'extrait.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Extrait recrutement') });
  await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
  await expect(form.getByText("Document envoyé : l'équipe va le vérifier.")).toBeVisible({ timeout: 30_000 });

  // The recruiter accepts the attestation, then validates the prospect from their page.
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, 'recruiter@demo.binome.test');
  const menu = staff.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Documents' }).click({ timeout: 45_000 });
  // The list opens on every document; the queue of those to review is one switch away.
  await staff.getByRole('button', { name: /^À vérifier \(\d+\)$/ }).click({ timeout: 45_000 });
  const queued = staff.getByRole('row', { name: new RegExp(number) });
  await expect(queued).toBeVisible({ timeout: 45_000 });
  await queued.getByRole('button', { name: 'Vérifier' }).click();
  const review = staff.getByRole('dialog');
  // The dialog opens with its animation: wait for what it shows before deciding.
  await expect(review.getByText(number)).toBeVisible();
  // The decision's lasting signs, not its three-second message: the dialog closes and the row leaves the queue.
  await expect(async () => {
    if (await review.isVisible()) await review.getByRole('button', { name: 'Accepter' }).click({ timeout: 5_000 });
    await expect(review).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(queued).toHaveCount(0, { timeout: 30_000 });

  await menu.getByRole('link', { name: 'Prospects' }).click();
  const prospect = staff.getByRole('row', { name: /Ysé/ });
  await expect(prospect).toBeVisible({ timeout: 45_000 });
  await prospect.getByRole('button', { name: 'Voir' }).click();
  await expect(staff).toHaveURL(/\/manage\/prospects\/view\/[^/]+$/);
  // Registration asks no program: the recruiter, who works for all, says which one the new tutor enters.
  const dialog = await chooseProgramToValidate(staff, 'Classes à domicile en présentiel');
  await expect(dialog.getByText(/deviendra tuteur ou tutrice/)).toBeVisible();
  const mailsBefore = stack.mail.mails.length;
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(staff.getByText('Prospect validé.')).toBeVisible({ timeout: 30_000 });
  const welcome = await stack.mail.nextMailTo(email, mailsBefore);
  expect(welcome.subject).toBe('Bienvenue parmi les tuteurs de Binôme');
  await staffContext.close();

  // The decision signed the volunteer out: they sign in again, as an active tutor with the tutor's menu.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Bonjour Ysé' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Intégration terminée')).toBeVisible();
  await page.goto('/tutor/reports');
  await expect(page.getByRole('heading', { name: 'Comptes rendus', level: 1 })).toBeVisible();
  await page.goto('/tutor/documents');
  const kept = page.getByTestId('document-row').filter({ hasText: number });
  await expect(kept.getByText('Accepté', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(kept.getByTestId('file-gone')).toBeVisible();
});
