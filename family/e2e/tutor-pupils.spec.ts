import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * "Mes élèves" (walk report: still a "coming soon" card): the demo tutor, on a phone, goes from the home's pupils
 * card to the page, where each pupil shows their level, school, the weekly slot and the next session, which opens.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutor reaches his pupils from home and opens the next session with one of them', async ({ page }) => {
    await signInThroughApi(page, 'tutor@demo.binome.test');
    await page.getByRole('link', { name: 'Voir mes élèves' }).click();
    await expect(page).toHaveURL(/\/tutor\/students$/);
    await expect(page.getByRole('heading', { name: 'Mes élèves', level: 1 })).toBeVisible();
    const leo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Léo Roussel' }) });
    await expect(leo).toBeVisible();
    await expect(leo).toContainText('5ème');
    await expect(leo).toContainText(/Chaque \w+ de \d\d:\d\d à \d\d:\d\d/);
    await expect(leo.getByText('Non renseigné')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('tutor-pupils-phone.png'), fullPage: true });
    await leo.getByRole('link', { name: /\d\d:\d\d/ }).click();
    await expect(page).toHaveURL(/\/session\/[^/]+$/);
    await expect(page.getByText('Léo Roussel').first()).toBeVisible();
  });
});
