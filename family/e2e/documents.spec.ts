import { expect, test } from './support/stack.ts';
import { tinyPdf } from './support/volunteer-path.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

test('a tutor uploads the criminal-record attestation, a recruiter accepts it, and the tutor sees it accepted with the file gone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const number = `CJN-E2E-${Date.now()}`;
  const tutorContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const tutor = await tutorContext.newPage();
  await signInThroughApi(tutor, 'tutor@demo.binome.test', { path: '/tutor/documents' });
  await tutor.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(tutor.getByRole('heading', { name: 'Mes documents', level: 1 })).toBeVisible({ timeout: 30_000 });

  // Nothing chosen: the form says what is missing, next to each field.
  const form = tutor.getByRole('region', { name: 'Extrait de casier judiciaire (obligatoire)' });
  await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
  await expect(form.getByText('Choisissez un fichier PDF.')).toBeVisible();

  // A text file named .pdf: refused by its content.
  await form.getByLabel("Numéro de l'extrait").fill(number);
  await form.getByLabel('Date de délivrance').fill('2026-10-01');
  await form
    .getByLabel("Fichier PDF de l'extrait")
    .setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF, only text') });
  await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
  await expect(form.getByText("Ce fichier n'est pas un PDF.")).toBeVisible({ timeout: 30_000 });

  await form.getByLabel("Fichier PDF de l'extrait").setInputFiles({ name: 'extrait.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Extrait e2e') });
  await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
  await expect(form.getByText("Document envoyé : l'équipe va le vérifier.")).toBeVisible({ timeout: 30_000 });
  const row = tutor.getByTestId('document-row').filter({ hasText: number });
  await expect(row.getByText('À vérifier')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('link', { name: /Télécharger/ })).toBeVisible();

  // The staff app (served at / for staff): the recruiter's queue of documents to review.
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, 'recruiter@demo.binome.test');
  await staff.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Documents' }).click({ timeout: 45_000 });
  await expect(staff).toHaveURL(/\/manage\/documents/);
  // The list opens on every document; the queue of those to review is one switch away.
  await staff.getByRole('button', { name: /^À vérifier \(\d+\)$/ }).click({ timeout: 45_000 });
  const queued = staff.getByRole('row', { name: new RegExp(number) });
  // The list screen and its queue are chunks of their own: on a busy machine they may take a while to load.
  await expect(queued).toBeVisible({ timeout: 45_000 });
  await queued.getByRole('button', { name: 'Vérifier' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByText(number)).toBeVisible();
  // The server answers the file as an attachment only: the page shows the bytes it fetched, from a local URL.
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // The decision's lasting signs, not its three-second message: the dialog closes and the row leaves the queue.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Accepter' }).click({ timeout: 5_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(staff.getByRole('row', { name: new RegExp(number) })).toHaveCount(0, { timeout: 30_000 });

  // Back to the tutor: accepted, its facts kept, its file gone.
  await tutor.reload();
  const reviewed = tutor.getByTestId('document-row').filter({ hasText: number });
  await expect(reviewed.getByText('Accepté', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(reviewed.getByTestId('file-gone')).toBeVisible();
  await expect(reviewed.getByRole('link', { name: /Télécharger/ })).toHaveCount(0);

  await staffContext.close();
  await tutorContext.close();
});
