import { expect, test } from './support/stack.ts';

/**
 * Walk report R-1: after "Valider" on a prospect the dialog stayed open with an enabled button, the page still said
 * "En attente" and refetched the converted record (404 after 404), with no move to the new tutor. The recruiter now
 * sees the dialog close and lands on the new tutor's page, with no failed request on the way.
 */
test.describe('as the recruiter', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('recruiter')) });

  test('validates a prospect whose attestation was accepted and lands on the new tutor', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().includes('/v1/')) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/manage/prospects/view/demo-prospectLead-8');
    const title = page.locator('.ant-page-header-heading-title, h1, h2').first();
    await expect(title).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: /Valider$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Valider ce prospect' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Valider$/ }).click();

    await expect(page.getByText('Prospect validé.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/manage\/tutors\/view\/demo-prospectLead-8$/);
    await expect(page.getByText('En attente')).toHaveCount(0);
    expect(failures).toEqual([]);
  });
});
