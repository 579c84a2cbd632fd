import { expect, test } from './support/stack.ts';

/**
 * The tutors' training path on the staff side (issue 16): a coordinator sees on the demo tutor's page how far along
 * the path he is, module by module; the administrator keeps the modules, and a module missing what its kind needs
 * is refused with the field named.
 */
test.describe('as a coordinator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

  test("follows the demo tutor's training path on his page", async ({ page }) => {
    await page.goto('/manage/tutors/view/demo-tutor');
    const summary = page.locator('section.tutor-training');
    await expect(summary.getByText('Parcours de formation :')).toBeVisible();
    await expect(summary.getByText('Modules terminés : 2 sur 4')).toBeVisible();
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    await expect(summary.getByRole('listitem').nth(2)).toContainText('Quiz sur la charte');
    await expect(summary.getByRole('listitem').nth(2)).toContainText('À faire maintenant');
    await expect(summary.getByRole('listitem').nth(0)).toContainText(/Terminé.*terminé le \d\d\/\d\d\/\d{4}/);
  });
});

test.describe('as the administrator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

  test('lists the modules in their order and adds a link, which needs its address', async ({ page }) => {
    test.slow();
    await page.goto('/setup/training-modules');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Bienvenue dans l’association');
    await expect(rows.nth(3)).toContainText('Ressources pédagogiques');

    await page.getByRole('button', { name: /Ajouter/ }).click();
    await expect(page).toHaveURL(/\/setup\/training-modules\/add$/);
    // The address changes before the form replaces the list (whose 'Titre' column header has that label too).
    await page.getByRole('textbox', { name: 'Titre' }).fill('Préparer sa première séance');
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Lien', { exact: true }).click();
    await page.getByLabel('Ordre').fill('5');
    await page.getByRole('button', { name: /Enregistrer/ }).click();
    await expect(page.getByText('Adresse (lien, document ou vidéo) est obligatoire')).toBeVisible();
    await expect(page).toHaveURL(/\/setup\/training-modules\/add$/);

    await page.getByLabel('Adresse (lien, document ou vidéo)').fill('https://example.org/premiere-seance');
    await page.getByRole('button', { name: /Enregistrer/ }).click();
    await expect(page).toHaveURL(/\/setup\/training-modules\/view\/[^/]+$/);
    await expect(page.getByText('Préparer sa première séance').first()).toBeVisible();
    await page.goto('/setup/training-modules');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(4)).toContainText('Préparer sa première séance');

    // An edit form names the records it references at once, never by their ids (the quiz's questions).
    await page.goto('/setup/training-modules/edit/demo-training-3');
    await expect(page.getByText('Dans quel délai le compte rendu d’une séance est-il rempli ?')).toBeVisible();
    await expect(page.getByText('demo-quiz-training-1')).toHaveCount(0);
  });
});
