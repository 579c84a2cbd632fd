import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The demo tutor asks for a student from their home on a phone (section 4's automatic matching). It takes the
 * tutor's last place, so this file runs last of the tutor's (the stack is shared by every file of a worker).
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutor finds a student automatically from their home and the card counts them', async ({ page }) => {
    await signInThroughApi(page, 'tutor@demo.binome.test');
    const card = page.locator('[data-slot="automatic-matching"]');
    await expect(card.getByRole('heading', { name: 'Trouver un élève' })).toBeVisible();
    await expect(page.getByText('Élèves suivis : 2 sur 3')).toBeVisible();
    await expect(card.getByText('La recherche ne prend que quelques instants.')).toBeVisible();
    // Walk report: one click used to make the pair and its weekly series unseen. Now the tutor sees who, when and
    // how first, and nothing is made until they confirm.
    await card.getByRole('button', { name: 'Trouver un élève automatiquement' }).click();
    const proposal = card.getByRole('region', { name: 'Élève proposé' });
    await expect(proposal).toBeVisible();
    await expect(proposal).toContainText(/Chaque \w+ de \d\d:\d\d à \d\d:\d\d/);
    const pupil = (await proposal.locator('strong').textContent())!.split(',')[0]!.trim();
    expect(pupil).not.toBe('');
    await page.screenshot({ path: test.info().outputPath('tutor-proposal-phone.png'), fullPage: true });
    await proposal.getByRole('button', { name: 'Pas maintenant' }).click();
    await expect(proposal).toBeHidden();
    await expect(page.getByText('Élèves suivis : 2 sur 3')).toBeVisible();
    await card.getByRole('button', { name: 'Trouver un élève automatiquement' }).click();
    await proposal.getByRole('button', { name: 'Confirmer ce binôme' }).click();
    await expect(card.getByRole('status')).toContainText(`Vous êtes en binôme avec ${pupil}`);
    await expect(card.getByRole('status')).toContainText(/Créneau : chaque \w+ à \d\d:\d\d, à partir du/);
    // The students card beside it counts the new student.
    await expect(page.getByText('Élèves suivis : 3 sur 3')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tutor-matched-phone.png'), fullPage: true });
    await card.getByRole('link', { name: 'Voir mes séances' }).click();
    await expect(page.getByRole('heading', { name: 'Mes séances', level: 1 })).toBeVisible();

    // Full now: back home, the button is disabled and says why.
    await page.goto('/');
    await expect(card.getByRole('button', { name: 'Trouver un élève automatiquement' })).toBeDisabled();
    await expect(card.getByText("Vous accompagnez déjà le nombre d'élèves prévu.")).toBeVisible();
  });
});
