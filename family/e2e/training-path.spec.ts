import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The tutors' training path (issue 16): the demo tutor has done the first two modules. The home says so; the page
 * shows the quiz as the next module and the link after it closed; a failed quiz stays to do, a passed one opens the
 * link, and the path ends complete. On a phone, as tutors mostly are.
 */
test('the demo tutor follows the training path to its end', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'tutor@demo.binome.test');
  const card = page.locator('[data-slot="training-path"]');
  await expect(card.getByText('Modules terminés : 2 sur 4')).toBeVisible();
  await expect(card.getByText('Prochain module : Quiz sur la charte')).toBeVisible();
  await card.getByRole('link', { name: 'Continuer le parcours' }).click();

  await expect(page).toHaveURL(/\/tutor\/training-path$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcours de formation' })).toBeVisible();
  const quiz = page.locator('[data-module-id="demo-training-3"]');
  const link = page.locator('[data-module-id="demo-training-4"]');
  await expect(quiz).toHaveAttribute('aria-current', 'step');
  await expect(quiz.getByText('À faire maintenant')).toBeVisible();
  await expect(link.getByText("S'ouvre quand les modules précédents sont terminés.")).toBeVisible();
  await expect(link.getByRole('link')).toHaveCount(0);
  await expect(page.locator('[data-module-id="demo-training-2"]').getByRole('link', { name: /Ouvrir le document/ })).toHaveAttribute(
    'href',
    '/training/charte-du-tuteur.pdf',
  );

  // A first try with wrong answers: the module stays to do.
  await quiz.getByRole('button', { name: 'Commencer le quiz' }).click();
  await expect(quiz.locator('fieldset')).toHaveCount(3);
  await quiz.getByLabel('Jamais').check();
  await quiz.getByLabel('Par ses réseaux sociaux personnels').check();
  await quiz.getByLabel('Faire les devoirs à la place de l’élève').check();
  await quiz.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(quiz.getByText(/Résultat : 0 %, en dessous de 60 %/)).toBeVisible();
  await quiz.getByRole('button', { name: 'Réessayer' }).click();

  // Unanswered questions are caught before anything is sent.
  await quiz.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(quiz.getByText("Répondez à chaque question avant d'envoyer.")).toBeVisible();
  await quiz.getByLabel('Dans les 48 heures').check();
  await quiz.getByLabel('Par les outils prévus par l’association').check();
  await quiz.getByLabel('Valoriser les progrès').check();
  await quiz.getByLabel('Fixer des objectifs atteignables').check();
  await quiz.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(quiz.getByText('Quiz réussi avec 100 % : le module est terminé.')).toBeVisible();
  await expect(page.getByTestId('training-progress')).toHaveText('Modules terminés : 3 sur 4');

  // The link is now the next module: opened in a new tab, then confirmed.
  await expect(link).toHaveAttribute('aria-current', 'step');
  const confirm = link.getByRole('button', { name: "J'ai consulté ce lien" });
  await expect(confirm).toBeDisabled();
  await link.getByRole('link', { name: /Ouvrir le lien/ }).evaluate((anchor: HTMLAnchorElement) => {
    // The demo's address is a placeholder: the click is what counts here, not the page it would open.
    anchor.addEventListener('click', (event) => event.preventDefault(), { once: true });
    anchor.click();
  });
  await confirm.click();
  await expect(page.getByText('Bravo, vous avez terminé tout le parcours de formation !')).toBeVisible();
  await expect(page.getByTestId('training-progress')).toHaveText('Modules terminés : 4 sur 4');
  await page.screenshot({ path: test.info().outputPath('training-path-phone.png'), fullPage: true });

  await page.goto('/');
  await expect(card.getByText('Modules terminés : 4 sur 4')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Voir le parcours' })).toBeVisible();
});
