import { mkdir } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, test } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';

const SHOTS = '/tmp/shots-place-search';
const PARENT = '/v1/parents/demo-parent';
const PHONE = { width: 390, height: 844 };

interface Address {
  addressLine1?: string;
  zipCode?: string;
  city?: string;
  location?: { precision: string };
}

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The demo parent's address before the test: put back after it, for the files that read it later on this server. */
let original: Address | undefined;

test.afterEach(async ({ page }) => {
  if (!original) return;
  const read = await page.request.get(PARENT);
  const { addressLine1, zipCode, city } = original;
  const restored = await page.request.patch(PARENT, { data: { address: { addressLine1, zipCode, city } }, headers: { 'if-match': read.headers()['etag']! } });
  expect(restored.status(), await restored.text()).toBe(200);
  expect(((await restored.json()) as { address: Address }).address).toMatchObject({ addressLine1, zipCode, city });
  original = undefined;
});

/**
 * Place search on a phone (issue "Matching that staff can trust", place): the demo parent types part of an address
 * in "Mon compte", taps a commune among the places offered, then picks a street with the keyboard; street, zip code
 * and city are filled, saved, kept after a reload, and placed at the house by the geocoder (the stand-in the test
 * server answers from, never the network).
 */
test('a parent fills their address through the place search on a phone, and it is kept', async ({ page }) => {
  await signInWithPassword(page, 'parent@demo.binome.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /Bonjour Isabelle/ })).toBeVisible();
  original = ((await (await page.request.get(PARENT)).json()) as { address: Address }).address;
  await page.goto('/parent/account');
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  const fields = { line: page.getByLabel('Adresse', { exact: true }), zip: page.getByLabel('Code postal'), city: page.getByLabel('Ville') };
  await expect(fields.line).toHaveValue(original.addressLine1!);

  // Typed as on a phone's keyboard, letter by letter: the places come once the typing pauses.
  const search = page.getByRole('combobox', { name: 'Rechercher une adresse' });
  await search.pressSequentially('Montreu');
  const commune = page.getByRole('option', { name: 'Montreuil 93100' });
  await commune.tap();
  await expect(fields.zip).toHaveValue('93100');
  await expect(fields.city).toHaveValue('Montreuil');
  // A commune fills only its zip code and city: the street typed stays.
  await expect(fields.line).toHaveValue(original.addressLine1!);

  await search.pressSequentially('12 rue de Riv');
  const street = page.getByRole('option', { name: '12 rue de Rivoli 75004 Paris' });
  await expect(street).toBeVisible();
  // The places fit the phone's width, under the field, and each is tall enough to tap.
  const list = await page.getByRole('listbox').boundingBox();
  expect(list).not.toBeNull();
  expect(list!.x).toBeGreaterThanOrEqual(0);
  expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
  expect((await street.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/place-search-open-390.png` });

  await search.press('ArrowDown');
  await expect(street).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(fields.line).toHaveValue('12 rue de Rivoli');
  await expect(fields.zip).toHaveValue('75004');
  await expect(fields.city).toHaveValue('Paris');
  await expect(page.getByRole('status').filter({ hasText: 'Adresse remplie : 12 rue de Rivoli 75004 Paris' })).toBeVisible();
  await expect(page.getByRole('listbox')).toBeHidden();

  await page.getByRole('button', { name: 'Enregistrer' }).tap();
  await expect(page.getByText('Mise à jour effectuée.')).toBeVisible();
  await page.reload();
  await expect(fields.line).toHaveValue('12 rue de Rivoli');
  await expect(fields.zip).toHaveValue('75004');
  await expect(fields.city).toHaveValue('Paris');
  await page.screenshot({ path: `${SHOTS}/place-search-saved-390.png`, fullPage: true });
  // Saved, the address has the point the geocoder gave the house: what the matching measures distances from.
  const saved = ((await (await page.request.get(PARENT)).json()) as { address: Address }).address;
  expect(saved.location?.precision).toBe('housenumber');
});
