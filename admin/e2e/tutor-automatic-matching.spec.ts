import { expect, test } from './support/stack.ts';

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

/**
 * The tutor detail screen's automatic assignment (section 2): the button counts the tutor's students out of the
 * number they support, the dialog chooses the session's local coordinator, and the sessions list follows the
 * success message. The demo tutor has one place left and a waiting student who fits one of their free slots.
 */
test('an administrator assigns a student to the demo tutor automatically, choosing the VSC, and lands on the sessions', async ({ page }) => {
  test.slow();
  await page.goto('/manage/tutors/view/demo-tutor');
  const button = page.getByRole('button', { name: 'Attribution automatique (2/3)' });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: "Attribution automatique d'un élève" });
  const vsc = dialog.getByLabel('Coordinateur local (VSC) de la séance');
  await vsc.click();
  await vsc.fill('Inès');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(/Inès Da Silva/)
    .first()
    .click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Attribuer un élève' }).click();
  await expect(page.getByText(/est attribué\(e\) à Thomas Lemaire\./)).toBeVisible();
  await expect(page).toHaveURL(/\/internal-system\/tutoring\/sessions(\?|$)/);

  // Back on the tutor: full now, the button says so and stays disabled.
  await page.goto('/manage/tutors/view/demo-tutor');
  await expect(page.getByRole('button', { name: 'Attribution automatique (3/3)' })).toBeDisabled();
  const matched = (await (await page.request.get('/v1/sessions?tutors.userId=demo-tutor&origin=auto&_end=10')).json()) as {
    vsc: { vscId: string }[];
    status: string;
  }[];
  expect(matched).toHaveLength(1);
  expect(matched[0]).toMatchObject({ status: 'to-be-scheduled', vsc: [{ vscId: 'demo-vsc' }] });
});

/**
 * Dissociation (issue "Matching"): an action with its reason on the pair's page, not a field edit; the pair then
 * shows as dissociated with the reason, and the button is gone.
 */
test.describe('a coordinator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

  test('dissociates a pair with a reason from its page', async ({ page }) => {
    test.slow();
    const pairs = (await (await page.request.get('/v1/pairs?status=active&tutorId_ne=demo-tutor&_end=1')).json()) as { id: string }[];
    await page.goto(`/internal-system/tutoring/pairs/view/${pairs[0]!.id}`);
    await page.getByRole('button', { name: 'Dissocier le binôme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dissocier le binôme' });
    await dialog.getByRole('button', { name: 'Dissocier', exact: true }).click();
    await expect(dialog.getByText('Motif est obligatoire')).toBeVisible();
    await dialog.getByLabel('Motif').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Autre').click();
    // 'Autre' needs a few words.
    await dialog.getByRole('button', { name: 'Dissocier', exact: true }).click();
    await expect(dialog.getByText('Précisions est obligatoire')).toBeVisible();
    await dialog.getByLabel('Précisions').fill('La famille préfère un tuteur plus proche de chez elle.');
    await dialog.getByRole('button', { name: 'Dissocier', exact: true }).click();
    await expect(page.getByText(/Binôme dissocié : (1 séance à venir annulée|\d+ séances à venir annulées)\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dissocier le binôme' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText('La famille préfère un tuteur plus proche de chez elle.');
  });
});
