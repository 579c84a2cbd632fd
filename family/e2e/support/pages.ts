import type { Page } from '@playwright/test';
import { linkIn } from '../../../bff/test/support/mail-catcher.ts';
import type { Stack } from './stack.ts';

/** Signs in on /login with e-mail and password, as a person would. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** The link of the newest mail to `address` that leads to `path`, waiting for it on the local SMTP server. */
export async function linkFromMail(stack: Stack, address: string, path: string, since = 0): Promise<string> {
  const mail = await stack.mail.nextMailTo(address, since);
  return linkIn(mail, path).toString();
}

/** Signs out from the user menu of the signed-in frame. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menu de l'utilisateur/ }).click();
  await page.locator('#user-menu-panel').getByRole('button', { name: 'Se déconnecter' }).click();
}
