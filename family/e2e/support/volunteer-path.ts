import type { Page } from '@playwright/test';
import { expect, type Stack } from './stack.ts';
import { linkFromMail, signInWithPassword } from './pages.ts';
import { DEMO_QUIZ_QUESTIONS } from '../../../bff/src/demo/demo-quiz.ts';

/** The steps of a new volunteer's path (issue 16), shared by the onboarding, documents and recruitment specs. */

/** The password the new volunteers of the browser tests choose. */
export const PASSWORD = 'Inscription-2026!';

export async function register(page: Page, stack: Stack, kind: 'tutor' | 'parent', person: { firstName: string; email: string }): Promise<void> {
  await page.goto(`/${kind}/register`);
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByLabel('Nom', { exact: true }).fill('Parcours');
  await page.getByLabel('Adresse e-mail').fill(person.email);
  await page.getByLabel('Date de naissance').fill('1990-04-12');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel("J'accepte les conditions d'utilisation", { exact: false }).check();
  const mailsBefore = stack.mail.mails.length;
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  const link = await linkFromMail(stack, person.email, '/verify-email?token=', mailsBefore);
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByText('Adresse vérifiée : vous pouvez vous connecter.')).toBeVisible();
  await mailTab.close();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await signInWithPassword(page, person.email, PASSWORD);
  await expect(page.getByRole('heading', { name: `Bonjour ${person.firstName}` })).toBeVisible();
}

/** Plays the video to its end with the page's own controls; Next is disabled until the server counts it watched. */
export async function watchTheVideo(page: Page, videoPath: string, quizPath: string): Promise<void> {
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoPath}$`));
  await expect(page.getByRole('heading', { name: 'La vidéo de présentation' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeDisabled();
  const video = page.getByTestId('onboarding-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  // Seeking ahead is undone by the page (and would count for nothing on the server anyway).
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 5;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(1);
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Lecture' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Six seconds of video: the server counts them from the heartbeats, then Next is enabled.
  await expect(page.getByText('Vidéo vue en entier : vous pouvez passer au quiz.')).toBeVisible({ timeout: 40_000 });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${quizPath}$`));
}

/** Answers each drawn question with its right choices, as the seed file has them. */
export async function passTheQuiz(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Le quiz' })).toBeVisible();
  // Counted words agree with their number: "3 essais", never "essai(s)".
  await expect(page.getByText('10 questions tirées au hasard ; il faut au moins 80 % de bonnes réponses. Vous avez 3 essais en tout.')).toBeVisible();
  await page.getByRole('button', { name: 'Commencer le quiz' }).click();
  const questions = page.locator('fieldset.quiz-question');
  await expect(questions).toHaveCount(10);
  for (const fieldset of await questions.all()) {
    const id = await fieldset.getAttribute('data-question-id');
    const known = DEMO_QUIZ_QUESTIONS.find((question) => question._id === id);
    expect(known, `question ${id} in the seed`).toBeDefined();
    for (const choice of known!.correctChoices)
      await fieldset
        .getByRole('checkbox')
        .nth(choice - 1)
        .check();
  }
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  // A parent's file goes to the team; a future tutor is first asked for the criminal-record attestation.
  await expect(
    page.getByText(/^Bravo, quiz réussi avec 100 % ! (L'équipe va examiner votre dossier\.|Dernière étape : envoyez votre attestation de casier judiciaire)/),
  ).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
}

/** A tiny, valid one-page PDF, its cross-reference table computed from the objects' offsets. */
export function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
