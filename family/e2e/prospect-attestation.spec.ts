import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { passTheQuiz, tinyPdf } from './support/volunteer-path.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/** Sends the criminal-record attestation from the documents page, as a person would. */
async function sendAttestation(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/tutor\/documents$/);
  const form = page.getByRole('region', { name: 'Extrait de casier judiciaire (obligatoire)' });
  await form.getByLabel("Numéro de l'extrait").fill(number);
  await form.getByLabel('Date de délivrance').fill('2026-11-02');
  await form.getByLabel("Fichier PDF de l'extrait").setInputFiles({ name: 'extrait.pdf', mimeType: 'application/pdf', buffer: tinyPdf(number) });
  await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
  await expect(form.getByText("Document envoyé : l'équipe va le vérifier.")).toBeVisible({ timeout: 30_000 });
}

/**
 * The seam between the quiz and the recruiter's validation (issue "Journeys that connect"): a future tutor who has
 * passed the quiz is led from her home, on a phone, to sending the criminal-record attestation; the home then
 * follows its review (being checked, refused with the reason and a way to send another, accepted), and says
 * "the team is reviewing your file" only once the attestation is sent.
 */
test('a prospect lead who passed the quiz is led from her home to the attestation, and her home follows its review', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInThroughApi(page, 'prospectlead@demo.binome.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille Perrin' })).toBeVisible({ timeout: 30_000 });

  // The video is watched: the home leads to the quiz, which leads on to the attestation.
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/tutorQuiz$/);
  await passTheQuiz(page);

  // Home, after the quiz: the attestation is the next step, one tap from here; nothing says the team is on it yet.
  const step = page.getByRole('region', { name: 'Envoyez votre attestation de casier judiciaire' });
  await expect(step).toBeVisible();
  await expect(step.getByText('À envoyer')).toBeVisible();
  await expect(page.getByText("L'équipe examine votre dossier")).toHaveCount(0);
  await step.getByRole('link', { name: 'Envoyer mon attestation' }).click();
  const first = `CJN-PROSPECT-${Date.now()}`;
  await sendAttestation(page, first);

  // Back home (the brand link): sent, being checked; now the team is on it.
  await page.getByRole('link', { name: 'Binôme', exact: true }).click();
  const review = page.getByRole('region', { name: 'Votre attestation de casier judiciaire' });
  await expect(review.getByText('Envoyée, en cours de vérification')).toBeVisible();
  await expect(review.getByText("L'équipe examine votre dossier : vous serez prévenu(e) de sa validation.")).toBeVisible();
  await expect(review.getByRole('link', { name: 'Voir mes documents' })).toHaveAttribute('href', '/tutor/documents');

  // A recruiter refuses it with a reason, then accepts the next one (the review's own route).
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, 'recruiter@demo.binome.test');
  await staff.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 45_000 });
  const reviewNewest = async (outcome: 'accepted' | 'refused', reason?: string) => {
    const own = (await (await page.request.get('/v1/documents?_sort=uploadedAt&_order=desc&_start=0&_end=1')).json()) as { id: string }[];
    const answer = await staff.request.post(`/v1/documents/${own[0]!.id}/review`, { data: { outcome, ...(reason && { reason }) } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await reviewNewest('refused', 'Extrait illisible');
  await page.reload();
  const refused = page.getByRole('region', { name: 'Envoyez une nouvelle attestation de casier judiciaire' });
  await expect(refused.getByText('Refusée', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByText('Motif du refus : Extrait illisible')).toBeVisible();
  await expect(page.getByText("L'équipe examine votre dossier")).toHaveCount(0);
  await refused.getByRole('link', { name: 'Envoyer une nouvelle attestation' }).click();
  await sendAttestation(page, `${first}-2`);

  await reviewNewest('accepted');
  await page.getByRole('link', { name: 'Binôme', exact: true }).click();
  const accepted = page.getByRole('region', { name: 'Votre attestation de casier judiciaire' });
  await expect(accepted.getByText('Acceptée', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Votre attestation est acceptée : l'équipe va valider votre inscription.")).toBeVisible();

  await staffContext.close();
  await context.close();
});
