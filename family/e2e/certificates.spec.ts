import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Volunteer certificates (issue 15): the demo tutor sees his hours of the year on his home, downloads a
 * certificate, and anyone who opens the verification page of its QR code reads the period and the hours.
 */
test('the tutor downloads a certificate of his hours, and its verification page confirms them', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, 'tutor@demo.binome.test');
  const card = page.locator('[data-slot="held-hours"]');
  await expect(card.getByRole('heading', { name: 'Mes heures de bénévolat' })).toBeVisible();
  const figure = card.getByTestId('held-hours');
  await expect(figure).toContainText(/Séances réalisées depuis le .+ : \d+ h/);
  const hours = /(\d+ h(?: \d\d)?)\s*$/.exec((await figure.textContent()) ?? '')?.[1];
  expect(hours).toBeDefined();

  await card.getByRole('button', { name: 'Télécharger une attestation' }).click();
  await expect(card.getByLabel('Du')).toBeFocused();
  await expect(card.getByLabel("Langue de l'attestation")).toHaveValue('fr');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: "Télécharger l'attestation" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^attestation-benevolat-\d\d-\d\d-\d{4}-\d\d-\d\d-\d{4}\.pdf$/);
  await expect(card.getByTestId('certificate-issued')).toContainText(`Attestation délivrée : ${hours}`);

  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), { mergePages: true });
  expect(text).toContain('Attestation de bénévolat');
  expect(text).toContain('Thomas Lemaire');
  expect(text).toContain(`Heures de tutorat réalisées : ${hours!}`);
  const code = /\/verify\/([A-Za-z0-9_-]{22,})/.exec(text)?.[1];
  expect(code).toBeDefined();

  // Someone who is not signed in (a school, an employer) opens the QR code's page.
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const verifier = await visitor.newPage();
  await verifier.goto(`/verify/${code!}`);
  await expect(verifier.getByRole('heading', { name: "Vérification d'une attestation de bénévolat" })).toBeVisible();
  await expect(verifier.getByText('Cette attestation est authentique.')).toBeVisible();
  const details = verifier.getByTestId('verification');
  await expect(details).toContainText('Thomas Lemaire');
  await expect(details).toContainText(/du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}/);
  await expect(details).toContainText(hours!);

  await verifier.goto('/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(verifier.getByRole('heading', { name: 'Attestation inconnue' })).toBeVisible();
  await visitor.close();
});
