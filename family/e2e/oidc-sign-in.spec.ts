import type { Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { signInWithPassword, signOut } from './support/pages.ts';

/**
 * The local provider's development pages: a login form (any name is an account), then a consent page. A provider
 * that still has a session and the consent sends the browser straight back to the app, as a real one does.
 */
async function passProviderPages(page: Page, appUrl: string, subject: string): Promise<void> {
  const login = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: /continue/i });
  await expect.poll(async () => page.url().startsWith(appUrl) || (await login.or(consent).first().isVisible())).toBe(true);
  if (page.url().startsWith(appUrl)) return;
  if (await login.isVisible()) {
    await login.fill(subject);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
  }
  if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click();
}

test('a tutor links a provider account, then signs in with it; an unlinked account is refused', async ({ page, stack }) => {
  await signInWithPassword(page, 'tutor@demo.binome.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible();
  await page.goto('/tutor/account');
  await page.getByRole('link', { name: 'Associer mon compte Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.provider.issuer}`));
  await passProviderPages(page, stack.url, 'google-subject-tutor');
  await expect(page).toHaveURL(/\/tutor\/account\?success=/);
  await expect(page.getByText('Compte Google associé.')).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Continuer avec Google' }).click();
  await passProviderPages(page, stack.url, 'google-subject-tutor');
  await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/$`));

  // Another provider account, linked to nobody: no account is found by e-mail or otherwise.
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  // Also forgets the provider's own session, so that it asks who signs in.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continuer avec Google' }).click();
  await passProviderPages(page, stack.url, 'someone-unlinked');
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByText("Aucun compte Binôme n'est associé à ce compte externe.", { exact: false })).toBeVisible();
});
