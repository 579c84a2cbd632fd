import { expect, test } from './support/stack.ts';
import { passTheQuiz, register, watchTheVideo } from './support/volunteer-path.ts';

/**
 * The onboarding of issue 16 in the browser: a new tutor, then a new parent, register, watch their video to the end
 * (Next disabled before, no skipping ahead) and pass their quiz; the home then says they await validation. The
 * right answers come from the demo's seed file, never from the browser. Each registers their own account, so no
 * demo account another spec relies on is used up.
 */
test('a new tutor watches the video to the end, passes the quiz and is asked for the attestation', async ({ page, stack }) => {
  await register(page, stack, 'tutor', { firstName: 'Noémie', email: 'noemie.onboarding.e2e@example.org' });
  await watchTheVideo(page, '/tutorVideo', '/tutorQuiz');
  await passTheQuiz(page);
  // Staff validate no tutor without the criminal-record attestation: the home asks for it before anything else.
  await expect(page.getByRole('heading', { name: 'Envoyez votre attestation de casier judiciaire' })).toBeVisible();
  await expect(page.getByText("L'équipe examine votre dossier")).toHaveCount(0);
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
