import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/stack.ts';
import { signOut } from './support/pages.ts';

async function latestCode(outbox: string, phoneNumber: string): Promise<string> {
  const files = (await readdir(outbox)).filter((name) => name.includes('-sms-')).sort();
  for (const name of files.reverse()) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.startsWith(`To: ${phoneNumber}`)) return /\b(\d{6})\b/.exec(content)![1]!;
  }
  throw new Error('No code in the outbox');
}

test('the demo tutor signs in with a code received by text message, then signs out', async ({ page, stack }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Recevoir un code par SMS' }).click();
  await page.getByLabel('Numéro de téléphone').fill('06 12 34');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByText('Numéro de téléphone : saisissez un numéro de téléphone français valide')).toBeVisible();

  await page.getByLabel('Numéro de téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByText('Si ce numéro correspond à un compte, un code vient de lui être envoyé.')).toBeVisible();
  let code = '';
  await expect.poll(async () => (code = await latestCode(stack.outbox, '+33612345678').catch(() => '')), { timeout: 10_000 }).not.toBe('');

  await page.getByLabel('Code reçu par SMS').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByText('Code de vérification invalide.')).toBeVisible();

  await page.getByLabel('Code reçu par SMS').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
});
