import type { Page } from '@playwright/test';
import { expect, test, type Stack } from './support/stack.ts';
import { linkFromMail, signInWithPassword } from './support/pages.ts';
import { DEMO_QUIZ_QUESTIONS } from '../../bff/src/demo/demo-quiz.ts';

/**
 * The onboarding of issue 16 in the browser: a new tutor, then a new parent, register, watch their video to the end
 * (Next disabled before, no skipping ahead) and pass their quiz; the home then says they await validation. The
 * right answers come from the demo's seed file, never from the browser. Each registers their own account, so no
 * demo account another spec relies on is used up.
 */
const PASSWORD = 'Inscription-2026!';

async function register(page: Page, stack: Stack, kind: 'tutor' | 'parent', person: { firstName: string; email: string }): Promise<void> {
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
async function watchTheVideo(page: Page, videoPath: string, quizPath: string): Promise<void> {
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
async function passTheQuiz(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Le quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Commencer le quiz' }).click();
  const questions = page.locator('fieldset.quiz-question');
  await expect(questions).toHaveCount(10);
  for (const fieldset of await questions.all()) {
    const id = await fieldset.getAttribute('data-question-id');
    const known = DEMO_QUIZ_QUESTIONS.find((question) => question._id === id);
    expect(known, `question ${id} in the seed`).toBeDefined();
    for (const choice of known!.correctChoices) await fieldset.getByRole('checkbox').nth(choice - 1).check();
  }
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByText('Bravo, quiz réussi avec 100 % ! L\'équipe va examiner votre dossier.')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
}

test('a new tutor watches the video to the end, passes the quiz and awaits validation', async ({ page, stack }) => {
  await register(page, stack, 'tutor', { firstName: 'Noémie', email: 'noemie.onboarding.e2e@example.org' });
  await watchTheVideo(page, '/tutorVideo', '/tutorQuiz');
  await passTheQuiz(page);
  await expect(page.getByText("L'équipe examine votre dossier : vous serez prévenu(e) de sa validation.")).toBeVisible();
  await expect(page.getByText('Intégration en cours de validation')).toBeVisible();
  await expect(page.getByText('En attente de validation (quiz réussi)')).toBeVisible();
  // No way back: the video page says it is done.
  await page.goto('/tutorVideo');
  await expect(page.getByText('Vous avez déjà vu la vidéo.')).toBeVisible();
});

test('a new parent watches their own video and passes their own quiz', async ({ page, stack }) => {
  await register(page, stack, 'parent', { firstName: 'Rachid', email: 'rachid.onboarding.e2e@example.org' });
  await watchTheVideo(page, '/parent/video', '/parent/quiz');
  await passTheQuiz(page);
  await expect(page.getByText("L'équipe examine votre dossier : vous serez prévenu(e) de sa validation.")).toBeVisible();
  await expect(page.getByText('Intégration en cours de validation')).toBeVisible();
});
