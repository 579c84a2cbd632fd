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
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(/Inès Da Silva/).first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Attribuer un élève' }).click();
  await expect(page.getByText(/est attribué\(e\) à Thomas Lemaire\./)).toBeVisible();
  await expect(page).toHaveURL(/\/internal-system\/tutoring\/sessions(\?|$)/);

  // Back on the tutor: full now, the button says so and stays disabled.
  await page.goto('/manage/tutors/view/demo-tutor');
  await expect(page.getByRole('button', { name: 'Attribution automatique (3/3)' })).toBeDisabled();
  const matched = (await (await page.request.get('/v1/sessions?tutors.userId=demo-tutor&origin=auto&_end=10')).json()) as { vsc: { vscId: string }[]; status: string }[];
  expect(matched).toHaveLength(1);
  expect(matched[0]).toMatchObject({ status: 'to-be-scheduled', vsc: [{ vscId: 'demo-vsc' }] });
});
