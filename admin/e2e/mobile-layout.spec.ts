import { expect, signInAs, test } from './support/stack.ts';

test.use({ viewport: { width: 800, height: 900 } });

test('under 1024 px the menu moves behind a menu button, and the back-to-top button appears once scrolled', async ({ page }) => {
  await signInAs(page, 'coordinator');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Tuteurs' }).click();
  await expect(page).toHaveURL(/\/manage\/tutors/);
  await expect(drawer).toBeHidden();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  // A record page is long on a phone (the list itself is short now that its filters are behind a button).
  await page.goto('/manage/tutors/view/demo-tutor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toHaveCount(0);
  // Scrolled again until the button shows: the heading comes before the record's sections, and a wheel turned while
  // the page is still short scrolls nothing (seen on a busy machine).
  const backToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(backToTop).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
