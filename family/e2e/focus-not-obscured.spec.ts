import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Keyboard focus is never hidden (WCAG 2.4.7, 2.4.11): on a phone, each stop of the Tab order on the pages with a
 * sticky save bar is the topmost element at its own centre, not the bar nor the scroll-to-top button over it (the
 * accessibility audit found three checkboxes of /tutor/preferences under the bar).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

/** The focused element, and whether it is the topmost one at its centre (or holds it). Null when focus left the page. */
async function focusedStop(page: Page): Promise<{ name: string; covered: string | null } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const label = focused.getAttribute('aria-label') ?? (focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.textContent ?? '';
    const name = `${focused.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`.trim();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Off screen (a skip link before it is used): nothing to cover.
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return { name, covered: null };
    const top = document.elementFromPoint(x, y);
    // A label wraps its checkbox: the checkbox shows through it.
    const shown = !top || focused.contains(top) || top.contains(focused) || (top.closest('label') !== null && top.closest('label')!.contains(focused));
    return { name, covered: shown ? null : `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` };
  });
}

test('Tab never hides the focused control of the preferences page under its save bar', async ({ page }) => {
  test.slow();
  await signInThroughApi(page, 'tutor@demo.binome.test', { path: '/tutor/preferences' });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Mes disponibilités et préférences' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();

  const hidden: string[] = [];
  let stops = 0;
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops += 1;
    if (stop.covered) hidden.push(`${stop.name} under ${stop.covered}`);
    if (stop.name.startsWith('button Enregistrer mes préférences')) break;
  }
  // The page was walked to its save button, not cut short.
  expect(stops).toBeGreaterThan(20);
  expect(hidden).toEqual([]);
});

test('the "↑" button never covers the account field being filled in, nor one the keyboard scrolls to', async ({ page }) => {
  await signInThroughApi(page, 'tutor@demo.binome.test', { path: '/tutor/account' });
  const country = page.getByLabel(/^Pays/);
  await expect(country).toBeVisible();
  // Far enough down for the button to show, then the last address field brought up from below, as Tab brings it.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toBeVisible();
  await country.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const button = page.getByRole('button', { name: 'Revenir en haut de la page' });
  const [field, round] = [(await country.boundingBox())!, (await button.boundingBox())!];
  expect(field.y + field.height, 'the field ends above the button').toBeLessThanOrEqual(round.y);
  // Filled in, wherever it sits: the button steps aside.
  await country.focus();
  await expect(button).toBeHidden();
  await country.blur();
  await expect(button).toBeVisible();
});
