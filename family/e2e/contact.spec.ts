import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

test('a tutor writes to the team, a coordinator answers in the staff app, and the tutor reads the answer', async ({ browser, baseURL, stack }) => {
  test.setTimeout(180_000);
  const subject = `Attestation de bénévolat ${Date.now()}`;
  const tutorContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const tutor = await tutorContext.newPage();
  await signInThroughApi(tutor, 'tutor@demo.binome.test', { path: '/tutor/contact' });
  await tutor.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(tutor.getByRole('heading', { name: "Contacter l'équipe" })).toBeVisible();
  // The demo tutor's earlier message is listed, waiting for an answer.
  await expect(tutor.getByRole('heading', { name: 'Attestation de bénévolat', exact: true })).toBeVisible();

  // Nothing typed: the schema's messages under the fields.
  await tutor.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(tutor.getByText('Objet est obligatoire')).toBeVisible();
  await expect(tutor.getByText('Message est obligatoire')).toBeVisible();

  // Typed, then about to leave: the page asks first, and staying keeps what was typed.
  await tutor.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await tutor.getByRole('textbox', { name: 'Message' }).fill("Bonjour,\nPourriez-vous m'envoyer une attestation de mes heures ?");
  await tutor.getByRole('link', { name: 'Binôme' }).click();
  const leave = tutor.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(tutor.getByRole('textbox', { name: 'Objet' })).toHaveValue(subject);

  await tutor.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(tutor.getByText("Votre message a été envoyé. L'équipe vous répondra ici et par e-mail.")).toBeVisible();
  await expect(tutor.getByRole('textbox', { name: 'Objet' })).toHaveValue('');
  const sent = tutor.getByRole('listitem').filter({ has: tutor.getByRole('heading', { name: subject }) });
  await expect(sent.getByText('En attente de réponse')).toBeVisible();

  // The staff app (served at / for staff): the coordinator of the tutor's program finds it among the open ones.
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, 'coordinator@demo.binome.test');
  await expect(staff.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await staff.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Messages des familles' }).click();
  await expect(staff).toHaveURL(/\/manage\/contact-messages/);
  const row = staff.getByRole('row', { name: new RegExp(subject) });
  // The list screen is a chunk of its own: on a busy machine it may take a while to load.
  await expect(row).toBeVisible({ timeout: 45_000 });
  await row.getByRole('button', { name: 'Voir' }).click();
  await expect(staff).toHaveURL(/\/manage\/contact-messages\/view\/[^/]+$/);
  // The address changes before the list leaves the page: wait until the record's own edit button is the only one.
  const editButton = staff.getByRole('button', { name: /Modifier/ });
  await expect(editButton).toHaveCount(1, { timeout: 30_000 });
  await editButton.click();
  await expect(staff).toHaveURL(/\/manage\/contact-messages\/edit\/[^/]+$/);
  // The answer is the only field staff write.
  await expect(staff.getByRole('textbox', { name: 'Objet' })).toHaveCount(0);
  const answer = 'Bonjour Thomas, votre attestation vous attend dans « Mes documents ».';
  const before = stack.mail.mails.length;
  await staff.getByLabel('Réponse').fill(answer);
  await staff.getByRole('button', { name: /Enregistrer/ }).click();
  await expect(staff).toHaveURL(/\/manage\/contact-messages\/view\/[^/]+$/);
  await expect(staff.getByText('Répondu', { exact: true }).first()).toBeVisible();
  await expect(staff.getByText(answer)).toBeVisible();

  // Back to the tutor: the answer on the page, and by mail.
  await tutor.reload();
  const answered = tutor.getByRole('listitem').filter({ has: tutor.getByRole('heading', { name: subject }) });
  await expect(answered.getByText('Répondu', { exact: true })).toBeVisible();
  await expect(answered.getByText(answer)).toBeVisible();
  const mail = await stack.mail.nextMailTo('tutor@demo.binome.test', before);
  expect(mail.subject).toContain(subject);
  expect(mail.text).toContain(answer);

  await staffContext.close();
  await tutorContext.close();
});
