import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The families' sessions: the demo tutor's weekly series week by week on a phone, an occurrence's own page with its
 * join button, and a parent's view of their child's sessions. The demo data books each active pair weekly to the
 * end of the scholar year, so next week always holds one.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutor sees their sessions week by week and opens one', async ({ page }) => {
    await signInThroughApi(page, 'tutor@demo.binome.test');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    // The home's next-session card leads to the session.
    const next = page.locator('[data-slot="next-session"]');
    await expect(next.getByRole('link', { name: /Voir la séance|Rejoindre la séance/ })).toBeVisible();

    await page.goto('/tutor/sessions');
    await expect(page.getByRole('heading', { name: 'Mes séances', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(page.getByText(/^Semaine du /)).toBeVisible();
    const agenda = page.getByRole('list', { name: /^Semaine du / });
    // Monday comes first, in French.
    await expect(agenda.locator('.agenda-day-title').first()).toHaveText(/^lundi /);
    const sessions = agenda.locator('.occurrence-link');
    await expect(sessions.first()).toBeVisible();
    await expect(sessions.first()).toContainText('Séance individuelle');

    await sessions.first().click();
    await expect(page).toHaveURL(/\/session\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { name: 'Séance individuelle', level: 1 })).toBeVisible();
    await expect(page.getByText('heure de Paris')).toBeVisible();
    // The demo tutor meets his pupil at home: a place, and no video room to join (walk report T-6).
    await expect(page.getByText('Au domicile de la famille')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rejoindre la séance' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Tester ma caméra et mon micro avant la séance' })).toBeVisible();
    // Who: one tutor and one pupil, each named in the singular ("Élève", never "Élève(s)").
    const facts = page.locator('dl.session-facts dt');
    await expect(facts.filter({ hasText: /^Tuteur$/ })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^Élève$/ })).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('(s)');
    await page.screenshot({ path: test.info().outputPath('session-page-phone.png'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('session-page-desktop.png'), fullPage: true, animations: 'disabled' });
  });

  test('the tutor lists upcoming and past sessions and gets a calendar subscription link', async ({ page }) => {
    await signInThroughApi(page, 'tutor@demo.binome.test');
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await page.goto('/tutor/listSessions');
    await expect(page.getByRole('heading', { name: 'Liste de mes séances', level: 1 })).toBeVisible();
    await expect(page.locator('.occurrence-link').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await page.getByRole('button', { name: 'Passées' }).click();
    await expect(page.locator('.occurrence-link').first()).toBeVisible();

    await page.goto('/tutor/sessions');
    await page.getByRole('button', { name: "Obtenir mon lien d'abonnement" }).click();
    const field = page.getByLabel(/Lien d'abonnement/);
    await expect(field).toHaveValue(/\/v1\/calendar\/feeds\//);
    const first = await field.inputValue();
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VEVENT');
    await page.getByRole('button', { name: 'Changer de lien' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Changer de lien' }).click();
    await expect(page.getByText("Nouveau lien créé : l'ancien ne fonctionne plus.")).toBeVisible();
    await expect(field).not.toHaveValue(first);
    expect((await page.request.get(first)).status()).toBe(404);
  });
});

test("a parent sees their child's sessions", async ({ page }) => {
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await page.goto('/parent/sessions');
  await expect(page.getByRole('heading', { name: 'Les séances de mes enfants', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(
    page
      .getByRole('list', { name: /^Semaine du / })
      .locator('.occurrence-link')
      .first(),
  ).toBeVisible();
});
