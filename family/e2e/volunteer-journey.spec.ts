import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test } from './support/stack.ts';
import { linkFromMail, signInWithPassword } from './support/pages.ts';
import { apiAs } from './support/api.ts';
import { passTheQuiz, PASSWORD, register, tinyPdf, watchTheVideo } from './support/volunteer-path.ts';
import { parisDay, parisMonday, parisTime } from './support/paris-time.ts';
import { chooseProgramToValidate } from './support/prospect-validation.ts';
import { PROGRAM_IDS, translate } from '@binome/schema';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * Journey (a) of issue "Journeys that connect", one person handing over to the next: a volunteer registers,
 * watches the video, passes the quiz and is led from their home to the criminal-record attestation; a recruiter
 * sees who is ready, accepts the attestation and validates; the new tutor is led to what matching needs and gives
 * it; a coordinator matches him with a waiting student of the demo; the first session shows at the same Paris time,
 * with both names, in the staff calendar, the tutor's and the parent's weeks, the calendar feed and the reminder;
 * the tutor joins and reports, the coordinator confirms, the parent reads, the tutor downloads a certificate.
 * Families are on a phone, staff on a desktop. One test per seam, in order: a failure names the seam that broke.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;
const FIRST_NAME = 'Aurèle';
const TUTOR = `${FIRST_NAME} Parcours`;
const PARENT_PASSWORD = 'Parent-parcours-2026!';
/** The program the recruiter puts him in: the coordinator's, where the demo's families wait for a tutor. */
const PROGRAM = translate('fr', `enums.program.${PROGRAM_IDS.homeClassesFaceToFace}`);
/** Every step waits on a shared two-core machine, where a sign-in alone can take seconds. */
const STEP = 300_000;

interface Waiting {
  id: string;
  name: string;
  levelName: string;
  slot: { day: string; start: string; end: string };
  parentEmail: string;
}

const volunteer = { email: `aurele.parcours.${Date.now()}@example.org`, id: '' };
const attestation = `CJN-PARCOURS-${Date.now()}`;
const appreciation = `Première séance : fractions revues avec méthode (${Date.now()}).`;
let student: Waiting | undefined;
let first: { occurrenceId: string; sessionId: string; start: Date; end: Date } | undefined;

const DAYS = ['', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

async function phone(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL!, ...PHONE });
  return { context, page: await context.newPage() };
}

async function desktop(browser: Browser, baseURL: string | undefined, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL!, ...DESKTOP });
  const page = await context.newPage();
  await signInThroughApi(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  return { context, page };
}

/**
 * Signs in and waits for the home's greeting: through the API, or through the form for the steps whose seam is the
 * sign-in itself (after the validation that signed the volunteer out, after the parent's password reset).
 */
async function signInAs(page: Page, email: string, password: string, firstName: RegExp | string, through: 'api' | 'form' = 'api'): Promise<void> {
  if (through === 'form') await signInWithPassword(page, email, password);
  else await signInThroughApi(page, email, { password });
  await expect(page.getByRole('heading', { level: 1, name: typeof firstName === 'string' ? `Bonjour ${firstName}` : firstName })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe.serial('journey (a): from a volunteer’s registration to a certificate', () => {
  test('the volunteer registers, watches the video and passes the quiz', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await register(page, stack, 'tutor', { firstName: FIRST_NAME, email: volunteer.email });
    volunteer.id = ((await (await page.request.get('/v1/me')).json()) as { user: { id: string } }).user.id;
    await watchTheVideo(page, '/tutorVideo', '/tutorQuiz');
    await passTheQuiz(page);
    await context.close();
  });

  test('their home leads them to the attestation, which they send and see under review', async ({ browser, baseURL }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, volunteer.email, PASSWORD, FIRST_NAME);
    // Nothing to type: the next step is a card on the home, with its link.
    const step = page.getByRole('region', { name: 'Envoyez votre attestation de casier judiciaire' });
    await expect(step.getByText('À envoyer')).toBeVisible();
    await expect(page.getByText("L'équipe examine votre dossier")).toHaveCount(0);
    await step.getByRole('link', { name: 'Envoyer mon attestation' }).click();
    await expect(page).toHaveURL(/\/tutor\/documents$/);
    const form = page.getByRole('region', { name: 'Extrait de casier judiciaire (obligatoire)' });
    await form.getByLabel("Numéro de l'extrait").fill(attestation);
    await form.getByLabel('Date de délivrance').fill('2026-11-02');
    await form.getByLabel("Fichier PDF de l'extrait").setInputFiles({ name: 'extrait.pdf', mimeType: 'application/pdf', buffer: tinyPdf(attestation) });
    await form.getByRole('button', { name: "Envoyer l'extrait" }).click();
    await expect(form.getByText("Document envoyé : l'équipe va le vérifier.")).toBeVisible();
    await page.getByRole('link', { name: 'Binôme', exact: true }).click();
    const review = page.getByRole('region', { name: 'Votre attestation de casier judiciaire' });
    await expect(review.getByText('Envoyée, en cours de vérification')).toBeVisible();
    await expect(review.getByText("L'équipe examine votre dossier : vous serez prévenu(e) de sa validation.")).toBeVisible();
    await context.close();
  });

  test('the recruiter sees who is ready, accepts the attestation and validates; the page moves to the new tutor', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    const { context, page } = await desktop(browser, baseURL, 'recruiter@demo.binome.test');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const readiness = async (ready: boolean) => {
      await menu.getByRole('link', { name: 'Prospects' }).click({ timeout: 60_000 });
      const row = page.getByRole('row', { name: new RegExp(FIRST_NAME) });
      // The staff app's first list on a busy two-core machine can take more than a minute.
      await expect(row).toBeVisible({ timeout: 120_000 });
      const headers = await page.getByRole('columnheader').allTextContents();
      const column = headers.findIndex((header) => header.includes('Prêt pour validation'));
      expect(column, 'the prospects list has a readiness column').toBeGreaterThanOrEqual(0);
      await expect(row.getByRole('cell').nth(column)).toHaveText(ready ? 'Oui' : 'Non');
      return row;
    };
    // Sent, not yet accepted: not ready.
    await readiness(false);

    await menu.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('button', { name: /^À vérifier \(\d+\)$/ }).click({ timeout: 60_000 });
    const queued = page.getByRole('row', { name: new RegExp(attestation) });
    await queued.getByRole('button', { name: 'Vérifier' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(attestation)).toBeVisible();
    await expect(async () => {
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Accepter' }).click({ timeout: 5_000 });
      await expect(dialog).toBeHidden({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(queued).toHaveCount(0);

    // Accepted: the list says they are ready, and its filter finds them among the ready ones.
    const row = await readiness(true);
    const ready = (await (await page.request.get('/v1/prospects?prospectPreferences.readyForValidation=true&_end=100')).json()) as { id: string }[];
    expect(ready.map((prospect) => prospect.id)).toContain(volunteer.id);

    await row.getByRole('button', { name: 'Voir' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/prospects/view/${volunteer.id}$`));
    // Registration asks no program: the recruiter, who works for all, says which one the new tutor enters.
    const validate = await chooseProgramToValidate(page, PROGRAM);
    await expect(validate.getByText(/deviendra tuteur ou tutrice/)).toBeVisible();
    const mailsBefore = stack.mail.mails.length;
    await validate.getByRole('button', { name: /Valider$/ }).click();
    await expect(validate).toBeHidden({ timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`/manage/tutors/view/${volunteer.id}$`), { timeout: 60_000 });
    await expect(page.getByRole('main')).toContainText(TUTOR);
    await expect(page.getByRole('main')).toContainText(PROGRAM);
    await expect(page.getByText('En attente')).toHaveCount(0);
    expect((await stack.mail.nextMailTo(volunteer.email, mailsBefore)).subject).toBe('Bienvenue parmi les tuteurs de Binôme');
    await context.close();
  });

  test('the new tutor signs in again and is led to give what matching needs', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    // The student he will be matched with, chosen as a coordinator would: waiting, in his program, with a slot.
    const api = await apiAs(stack.url, 'coordinator@demo.binome.test');
    student = await waitingStudent(api, volunteer.id);
    await api.dispose();

    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, volunteer.email, PASSWORD, FIRST_NAME, 'form');
    const needs = page.getByRole('region', { name: 'Pour être mis en relation avec un élève' });
    for (const item of ['au moins un niveau enseigné', 'une matière enseignée', "le nombre d'élèves que vous pouvez suivre", 'vos disponibilités']) {
      await expect(needs.getByText(item)).toBeVisible();
    }
    await needs.getByRole('link', { name: 'Compléter mes préférences' }).click();
    await expect(page).toHaveURL(/\/tutor\/preferences$/);
    await expect(page.getByRole('heading', { name: 'Mes disponibilités et préférences' })).toBeVisible();

    // The slot the student offers, in the grid (one day at a time on a phone).
    const dayTab = page.getByRole('group', { name: 'Jour affiché' }).getByRole('button', { name: new RegExp(student.slot.day) });
    await expect(async () => {
      await dayTab.tap();
      await expect(dayTab).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const cell = page.getByRole('button', { name: new RegExp(`^${student.slot.day} ${student.slot.start}–${student.slot.end}, `) });
    await cell.tap();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('group', { name: /Niveau/ })
      .getByRole('checkbox', { name: student.levelName, exact: true })
      .check();
    const subject = page.getByRole('textbox', { name: /Matière/ });
    await subject.fill('Mathématiques');
    await subject.press('Enter');
    await page.getByLabel(/Nombre d'élèves/).selectOption('1');
    // He tutors online (the room he joins below); the question has the preference's three answers.
    const modes = page.getByRole('group', { name: /Mode de tutorat/ });
    await expect(modes.getByRole('radio')).toHaveCount(3);
    await expect(modes.getByRole('radio', { name: 'En ligne ou en présentiel' })).toBeVisible();
    await modes.getByRole('radio', { name: 'En ligne', exact: true }).check();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée.' })).toBeVisible();

    // Home again: nothing left that matching needs.
    await page.getByRole('link', { name: 'Binôme', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${FIRST_NAME}` })).toBeVisible();
    await expect(needs).toHaveCount(0);
    await context.close();
  });

  test('a coordinator matches him with the waiting student from the matching screen, then opens the pair and its first session', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(STEP);
    const { context, page } = await desktop(browser, baseURL, 'coordinator@demo.binome.test');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Mise en relation' }).click({ timeout: 60_000 });
    await page.locator('#matching-person').click();
    await page.locator('#matching-person').fill(TUTOR);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(TUTOR).first().click();
    await expect(page).toHaveURL(new RegExp(`tutorId=${volunteer.id}`));
    const row = page.locator('.matching-candidates').getByRole('row').filter({ hasText: student!.name });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await row.getByRole('button', { name: /Mettre en relation/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(student!.name);
    await expect(dialog).toContainText(TUTOR);
    await dialog.getByRole('radio', { name: /Séance hebdomadaire/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/v1/matching/match') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Confirmer la mise en relation' }).click();
    const made = await answer;
    expect(made.status(), await made.text()).toBe(201);
    const { sessionId } = (await made.json()) as { sessionId: string };
    await expect(dialog).toBeHidden();
    const done = page.locator('.ant-alert-success');
    await expect(done).toContainText(student!.name);
    await expect(done).toContainText(TUTOR);

    // The message of what was made lives on this screen only: the session's link is kept to follow after the pair's.
    const sessionLink = await done.getByRole('link', { name: 'Voir la première séance' }).getAttribute('href');
    expect(sessionLink).toMatch(new RegExp(`/sessions/view/${sessionId}$`));
    await done.getByRole('link', { name: 'Voir le binôme' }).click();
    await expect(page).toHaveURL(/\/pairs\/view\//);
    await expect(page.getByRole('main')).toContainText(student!.name, { timeout: 90_000 });
    await expect(page.getByRole('main')).toContainText(TUTOR);
    await page.goto(sessionLink!);
    // A full load of the staff app on a busy machine: the record comes after the frame.
    await expect(page.getByRole('main')).toContainText(student!.name, { timeout: 90_000 });
    await expect(page.getByRole('main')).toContainText(TUTOR);

    /*
     * The first session is on the slot's next weekday, up to a week away. For its reminder to be due and its room to
     * open during this run, staff move that first occurrence to start in a few minutes, through the API as the
     * staff calendar's move does: at whatever hour the run happens, late evening included.
     */
    const occurrences = (await (
      await page.request.get(`/v1/session-occurrences?sessionId=${sessionId}&_sort=startDate&_order=asc&_start=0&_end=1`)
    ).json()) as { id: string }[];
    const start = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    first = { occurrenceId: occurrences[0]!.id, sessionId, ...(await moveOccurrence(page.request, occurrences[0]!.id, start, end)) };

    // The staff calendar, on that day: drawn at the Paris hour, with both names.
    await page.goto(`/internal-system/tutoring/calendar?date=${parisDay(start)}`);
    // A busy week folds its overlapping sessions under "+n": the coordinator narrows it to the student, as staff do.
    const picker = page.locator('#calendar-student');
    await picker.click();
    await picker.fill(student!.name);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(student!.name).first().click();
    // Its first part: a session across midnight is drawn in two, the second on the next day from 00:00.
    const event = page
      .locator(`.fc .fc-timegrid-col[data-date="${parisDay(start)}"] .fc-event`)
      .filter({ hasText: TUTOR })
      .filter({ hasText: student!.name });
    await expect(event).toBeVisible({ timeout: 60_000 });
    await expect(event.locator('.occurrence-event b')).toHaveText(new RegExp(`^${parisTime(start)}`));
    await context.close();
  });

  test('the tutor sees the session in his week at the Paris time, with his pupil, and joins it', async ({ browser, baseURL }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, volunteer.email, PASSWORD, FIRST_NAME);
    await seeInWeek(page, '/tutor/sessions');
    const join = page.getByRole('button', { name: 'Rejoindre la séance' });
    // The room opens from 15 minutes before the start: at once here.
    await expect(join).toBeEnabled();
    const joined = page.waitForResponse((response) => response.url().endsWith(`/v1/session-occurrences/${first!.occurrenceId}/join`));
    const room = context.waitForEvent('page');
    await join.click();
    expect((await joined).status(), await (await joined).text()).toBe(200);
    await room;
    await context.close();
  });

  test('the student’s parent sees it in their week at the same time, with both names', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    // The demo's families were written by staff, without a password: the parent sets one from the recovery mail.
    await page.goto('/recover-password');
    await page.getByLabel('Adresse e-mail').fill(student!.parentEmail);
    const before = stack.mail.mails.length;
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.goto(await linkFromMail(stack, student!.parentEmail, '/reset-password?token=', before));
    await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(PARENT_PASSWORD);
    await page.getByLabel('Confirmez le mot de passe').fill(PARENT_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe réinitialisé.')).toBeVisible();
    await signInAs(page, student!.parentEmail, PARENT_PASSWORD, /^Bonjour /, 'form');
    await seeInWeek(page, '/parent/sessions');
    await context.close();
  });

  test('the parent’s calendar feed and reminder mail say the same time, both names and the page', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, student!.parentEmail, PARENT_PASSWORD, /^Bonjour /);
    const { url } = (await (await page.request.get('/v1/calendar/feed')).json()) as { url: string };
    const feed = (await (await page.request.get(url)).text()).replace(/\r\n[ \t]/g, '');
    const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${first!.occurrenceId}@binome`));
    expect(event).toBeDefined();
    expect(event).toContain(`${student!.name} avec ${TUTOR}`);
    expect(event).toContain(`DTSTART:${icalUtc(first!.start)}`);
    expect(event).toContain(`/session/${first!.occurrenceId}?`);

    // The 1 h reminder is due since the move: it goes out at the scheduler's next pass (every 2 s on this stack, see
    // support/stack.ts), a real mail on the catcher.
    let reminder: (typeof stack.mail.mails)[number] | undefined;
    await expect
      .poll(
        () => {
          // The newest: a reminder for the slot the match first gave may have gone out before staff moved it.
          reminder = stack.mail.mails.findLast((mail) => mail.to.includes(student!.parentEmail) && mail.text.includes(`/session/${first!.occurrenceId}?`));
          return reminder !== undefined;
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe(true);
    expect(reminder!.subject).toContain(`${student!.name} avec ${TUTOR}`);
    expect(reminder!.subject).toContain(parisTime(first!.start));
    expect(reminder!.text).toContain(`Tuteur : ${TUTOR}`);
    expect(reminder!.text).toContain(`Élève : ${student!.name}`);
    await context.close();
  });

  test('once the session is over, the tutor writes its report', async ({ browser, baseURL, stack }) => {
    test.setTimeout(STEP);
    /*
     * The report opens when the session has ended. Rather than wait an hour, staff set the session's date through
     * the API so that it ends in well under a minute: the move refuses a start in the past (history is not
     * rewritten), so the nearest to "already held" it allows is a short session starting now. Half a minute still
     * counts as one minute of volunteer hours (held hours round each session to the minute), as a whole minute did,
     * and is half a minute less of this run spent waiting.
     */
    const api = await apiAs(stack.url, 'coordinator@demo.binome.test');
    const start = new Date(Date.now() + 10_000);
    first = { ...first!, ...(await moveOccurrence(api, first!.occurrenceId, start, new Date(start.getTime() + 30_000))) };
    await api.dispose();
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, volunteer.email, PASSWORD, FIRST_NAME);
    // Then the scheduler opens it at its next pass: the card on the home says so, then leads to it.
    const card = page.locator('[data-slot="reports-to-write"]');
    await expect(async () => {
      await page.reload();
      await expect(card.getByText(/^À saisir/)).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: Math.max(60_000, first!.end.getTime() - Date.now() + 60_000), intervals: [5_000] });
    await card.getByRole('link', { name: 'Comptes rendus', exact: true }).click();
    const toEnter = page.getByRole('region', { name: /^À saisir/ });
    await toEnter.getByRole('listitem').filter({ hasText: student!.name }).getByRole('link', { name: 'Saisir' }).click();
    await expect(page.getByRole('heading', { name: /^Compte rendu du / })).toBeVisible();
    await page.getByRole('group', { name: 'Vous' }).getByLabel('Présent(e)').check();
    await page.getByRole('group', { name: student!.name }).getByLabel('Présent(e)').check();
    await page.getByRole('group', { name: 'Note de la séance' }).getByLabel('4').check();
    await page.getByRole('group', { name: 'Votre satisfaction' }).getByLabel('5').check();
    await page.getByLabel('Appréciation').fill(appreciation);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("Compte rendu saisi : l'équipe va le relire.")).toBeVisible();
    await context.close();
  });

  test('the coordinator confirms the report from the review queue', async ({ browser, baseURL }) => {
    test.setTimeout(STEP);
    const { context, page } = await desktop(browser, baseURL, 'coordinator@demo.binome.test');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comptes rendus (CR)' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: /^À valider \(\d+\)$/ }).click({ timeout: 60_000 });
    const row = page.getByRole('row').filter({ hasText: appreciation });
    await expect(page.getByRole('heading', { name: 'Comptes rendus à valider' })).toBeVisible({ timeout: 60_000 });
    while (!(await row.isVisible())) await page.getByRole('listitem', { name: 'Page suivante' }).click();
    await expect(row).toContainText(TUTOR);
    await row.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Compte rendu validé.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await context.close();
  });

  test('the parent reads the confirmed report', async ({ browser, baseURL }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, student!.parentEmail, PARENT_PASSWORD, /^Bonjour /);
    await page.goto('/parent/reports');
    await expect(page.getByRole('heading', { name: 'Comptes rendus', level: 1 })).toBeVisible();
    const read = page.getByRole('listitem').filter({ hasText: appreciation });
    await expect(read).toBeVisible();
    await expect(read.getByText('Note : 4/5')).toBeVisible();
    await expect(read.getByText('Satisfaction')).toHaveCount(0);
    await context.close();
  });

  test('the tutor downloads a certificate of his volunteer hours', async ({ browser, baseURL }) => {
    test.setTimeout(STEP);
    const { context, page } = await phone(browser, baseURL);
    await signInAs(page, volunteer.email, PASSWORD, FIRST_NAME);
    const card = page.locator('[data-slot="held-hours"]');
    await card.getByRole('button', { name: 'Télécharger une attestation' }).click();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: "Télécharger l'attestation" }).click();
    const download = await downloading;
    const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), { mergePages: true });
    expect(text).toContain('Attestation de bénévolat');
    expect(text).toContain(TUTOR);
    await context.close();
  });
});

/** The occurrence in the person's week, with both names and the Paris time, then its page. */
async function seeInWeek(page: Page, path: string): Promise<void> {
  const session = first!;
  await page.goto(path);
  await expect(page.getByText(/^Semaine du /)).toBeVisible({ timeout: 60_000 });
  if (parisMonday(session.start) !== parisMonday(new Date())) await page.getByRole('button', { name: 'Semaine suivante' }).click();
  const item = page.locator(`a.occurrence-link[href="/session/${session.occurrenceId}"]`);
  await expect(item).toBeVisible({ timeout: 60_000 });
  await expect(item).toContainText(`${parisTime(session.start)} – ${parisTime(session.end)}`);
  await expect(item).toContainText(student!.name);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/session/${session.occurrenceId}$`));
  const facts = page.locator('.session-facts');
  await expect(facts).toContainText(TUTOR, { timeout: 60_000 });
  await expect(facts).toContainText(student!.name);
  await expect(page.locator('.session-when')).toContainText(`${parisTime(session.start)} – ${parisTime(session.end)}`);
}

/** Moves an occurrence as staff do from the calendar (POST …/move), and answers its new times. */
async function moveOccurrence(api: APIRequestContext, occurrenceId: string, start: Date, end: Date): Promise<{ start: Date; end: Date }> {
  const moved = await api.post(`/v1/session-occurrences/${occurrenceId}/move`, { data: { startDate: start.toISOString(), endDate: end.toISOString() } });
  expect(moved.status(), await moved.text()).toBe(200);
  return { start, end };
}

/**
 * A waiting student of the demo in the new tutor's program, offered private tutoring (group only is offered the open
 * group sessions, not a pair) and online (as he tutors), with an hour they are free and a parent: the first one in
 * order of waiting, as the coordinator's picker lists them.
 */
async function waitingStudent(api: APIRequestContext, tutorId: string): Promise<Waiting> {
  const tutor = (await (await api.get(`/v1/tutors/${tutorId}`)).json()) as { program?: { programId?: string } };
  const program = tutor.program?.programId ? `&program.programId=${tutor.program.programId}` : '';
  const rows = (await (
    await api.get(`/v1/students?studentPreferences.matchingStatus=unmatched&studentPreferences.situation=awaiting-tutor${program}&_end=100`)
  ).json()) as {
    id: string;
    _label?: string;
    studentPreferences?: {
      parentUserId?: string;
      availability?: { dayOfTheWeek: number; startTime: string; endTime: string; taken?: boolean }[];
      assignment?: { level?: string; tutoringType?: string; tutoringMode?: string };
    };
  }[];
  for (const row of rows) {
    const slot = row.studentPreferences?.availability?.find((own) => !own.taken && own.dayOfTheWeek <= 5);
    const level = row.studentPreferences?.assignment?.level;
    const parentId = row.studentPreferences?.parentUserId;
    const assignment = row.studentPreferences?.assignment;
    if (!slot || !level || !parentId || !row._label || assignment?.tutoringType === 'group' || assignment?.tutoringMode === 'in-person') continue;
    const parent = (await (await api.get(`/v1/parents/${parentId}`)).json()) as { contactDetails?: { email?: string } };
    const levelRecord = (await (await api.get(`/v1/levels/${level}`)).json()) as { levelName?: string };
    if (!parent.contactDetails?.email || !levelRecord.levelName) continue;
    return {
      id: row.id,
      name: row._label,
      levelName: levelRecord.levelName,
      slot: { day: DAYS[slot.dayOfTheWeek]!, start: slot.startTime, end: slot.endTime },
      parentEmail: parent.contactDetails.email,
    };
  }
  throw new Error('No waiting student of the demo with a free hour, a level and a parent');
}

const icalUtc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
