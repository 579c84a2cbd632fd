import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

test('public pages, the language switch and the not-found page', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByText('au plus 3 ans après la fin de la relation', { exact: false })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: "Conditions d'utilisation" })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();

  // A visitor on an unknown path goes to /login (section 2).
  await page.goto('/nowhere/at-all');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  // Signed in, an unknown path is 'Page introuvable'; the sign-in page sends home.
  await signInWithPassword(page, 'student@demo.binome.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/family$/);
  await page.goto('/nowhere/at-all');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/family$/);
});

test('a deletion request filed on /data-deletion reaches the team', async ({ page, request }) => {
  await page.goto('/data-deletion');
  await page.getByLabel('Nom et prénom').fill('Jeanne Martin');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail ou un numéro de téléphone').first()).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('jeanne.martin@example.org');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText("Votre demande a bien été envoyée. L'équipe vous répondra.")).toBeVisible();

  const signIn = await request.post('/v1/auth/login', { data: { email: 'super_administrator@demo.binome.test', password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const requests = await (await request.get('/v1/data-deletion-requests')).json();
  expect(requests).toEqual(expect.arrayContaining([expect.objectContaining({ fullName: 'Jeanne Martin', email: 'jeanne.martin@example.org' })]));

  // And on the administrators' screen.
  await signInThroughApi(page, 'super_administrator@demo.binome.test');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible({ timeout: 30_000 }); // Signing in hashes a password: slow on a busy machine.
  await page.goto('/profile/data-deletion-requests');
  // The list screen is a chunk of its own, loaded on this first visit: a busy machine needs more than 10 s.
  await expect(page.getByRole('cell', { name: 'Jeanne Martin' })).toBeVisible({ timeout: 45_000 });
});

test('staff land on the staff app after signing in', async ({ page }) => {
  await signInWithPassword(page, 'coordinator@demo.binome.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Their menu is the staff one.
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tuteurs' })).toBeVisible();
});
