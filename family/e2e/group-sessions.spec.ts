import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Group sessions are found, not only joined: on a phone, the demo parent opens "Séances de groupe" from the menu,
 * registers Léo (5ème) for the 5ème group session, sees one place fewer, then finds it in Léo's week. The demo
 * holds it weekly from the day after the demo starts, so its next date is this week or the next.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a parent registers a child for an open group session and finds it in the child's week", async ({ page }) => {
  await signInThroughApi(page, 'parent@demo.binome.test');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  await page.locator('#mobile-menu-panel').getByRole('link', { name: 'Séances de groupe', exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/group-sessions$/);
  await expect(page.getByRole('heading', { name: 'Séances de groupe', level: 1 })).toBeVisible();

  const offer = page.locator('.offer').filter({ has: page.getByRole('heading', { name: 'Séance collective · 5ème', level: 2 }) });
  await expect(offer.locator('.offer-places')).toHaveText('Places restantes : 6 sur 6');
  await expect(offer.getByText('heure de Paris')).toBeVisible();
  // Chloé is in 3ème: this one is offered to Léo only, and no other family's child is named.
  await expect(offer.getByText('Chloé Roussel')).toHaveCount(0);
  const day = (await offer.locator('.offer-day').textContent())!.trim();

  await offer.getByRole('button', { name: 'Inscrire', exact: true }).click();
  await expect(offer.locator('.offer-places')).toHaveText('Places restantes : 5 sur 6');
  await expect(offer.getByText(/Léo Roussel · Inscrit\(e\)/)).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Désinscrire', exact: true })).toBeVisible();

  await page.goto('/parent/sessions');
  await expect(page.getByRole('heading', { name: 'Les séances de mes enfants', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Enfant' }).selectOption({ label: 'Léo Roussel' });
  const agenda = page.getByRole('list', { name: /^Semaine du / });
  await expect(agenda.locator('.agenda-day-title').first()).toBeVisible();
  // The day titles are drawn from the week shown, not from the answer: whether it is this week is known at once.
  if ((await agenda.locator('.agenda-day-title', { hasText: day }).count()) === 0) {
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(agenda.locator('.agenda-day-title', { hasText: day })).toBeVisible();
  }
  const thatDay = agenda.locator('.agenda-day').filter({ has: page.locator('.agenda-day-title', { hasText: day }) });
  await expect(thatDay.locator('.occurrence-link', { hasText: 'Séance collective' })).toBeVisible();
});
