import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { goInApp } from './support/in-app.ts';
import { expect, test } from './support/stack.ts';
import { staffWord } from './support/staff-words.ts';

const words = (key: string, options?: Record<string, string | number>) => staffWord(`staffSupport.${key}`, options);

/**
 * An option of the open select, by its whole text or a pattern (antd's options are not in the accessibility tree
 * by name; a person's option has a second line under the name).
 */
const option = (page: Page, text: string | RegExp) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text })
    .first();

/** Today in the screens' time zone, as the period pickers take it (DD/MM/YYYY). */
const today = () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test.describe('an administrator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

  test("sees a change just made in the record's history, then finds it in the history search by person and period", async ({ page }) => {
    test.slow();
    const [establishment] = (await (await page.request.get('/v1/establishments?_end=1')).json()) as { id: string; establishmentName: string }[];
    const before = establishment!.establishmentName;
    const after = `Établissement renommé ${Date.now()}`;

    // The edit, as a person makes it.
    await page.goto(`/manage/establishments/edit/${establishment!.id}`);
    // The form has its record before it is changed (filled earlier, the record's value would replace the new one).
    await expect(page.getByLabel("Nom de l'établissement")).toHaveValue(before);
    await page.getByLabel("Nom de l'établissement").fill(after);
    await page.getByRole('button', { name: /Enregistrer/ }).click();
    await expect(page).toHaveURL(/\/manage\/establishments\/view\/[^/]+$/);

    // Its history: who, and the field by its label, before → after.
    await page.getByRole('tab', { name: words('record.historyTab') }).click();
    const entry = page.locator('.history-entry').first();
    await expect(entry.getByText('Nathalie Garnier')).toBeVisible();
    await expect(entry.getByText('Administrateur', { exact: false })).toBeVisible();
    await expect(entry.getByText(words('actions.update'))).toBeVisible();
    const change = entry.getByTestId('change-establishmentName');
    await expect(change.getByRole('term')).toHaveText("Nom de l'établissement");
    await expect(change.locator('.history-before')).toContainText(before);
    await expect(change.locator('.history-after')).toContainText(after);
    await expect(change.getByRole('img', { name: words('history.arrow') })).toBeVisible();
    // Never a raw field path on screen.
    await expect(entry.getByText('establishmentName')).toHaveCount(0);

    // The history search: by person and period, the change is there, named by the record's new title.
    await goInApp(page, '/history');
    await expect(page.getByRole('heading', { level: 1, name: words('search.title') })).toBeVisible();
    const person = page.getByRole('combobox', { name: words('search.person') });
    await person.click();
    await person.fill('Garnier');
    await option(page, /^Nathalie Garnier/).click();
    const period = page.locator('#history-period');
    await period.click();
    await period.fill(today());
    await page.keyboard.press('Enter');
    await page.keyboard.type(today());
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: after }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText(words('actions.update'))).toBeVisible();
    await row.getByRole('button', { name: /Développer|Expand/ }).click();
    await expect(page.getByTestId('change-establishmentName').first()).toContainText(after);

    // The CSV of what the filters select, in the screen's words.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /Exporter en CSV/ }).click();
    const csv = (await readFile((await (await downloading).path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe(
      ['at', 'actor', 'role', 'action', 'resource', 'record', 'field', 'before', 'after'].map((column) => words(`csv.${column}`)).join(';'),
    );
    expect(csv).toContain(`Nom de l'établissement;${before};${after}`);

    // Among deletions only, the change is not listed.
    await page.getByRole('button', { name: words('search.reset') }).click();
    await page.goto('/history');
    await page.getByRole('combobox', { name: words('search.action') }).click();
    await option(page, words('actions.delete')).click();
    await expect(page.getByRole('row').filter({ hasText: after })).toHaveCount(0);
  });

  test('creates a partner key, shown once, which works until it is revoked', async ({ page, baseURL }) => {
    test.slow();
    const name = `Partenaire ${Date.now()}`;
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: words('apiKeys.title') })).toBeVisible();
    await page.getByRole('button', { name: words('apiKeys.create') }).click();
    const form = page.getByRole('dialog', { name: words('apiKeys.createTitle') });
    await form.getByLabel(words('apiKeys.name')).fill(name);
    const resource = form.getByRole('combobox', { name: `${words('apiKeys.resource')} 1` });
    await resource.click();
    await resource.fill('Établissements');
    await option(page, 'Établissements').click();
    await form.getByRole('button', { name: words('apiKeys.submit') }).click();

    // Shown once, with its warning; then gone for good.
    const shown = page.getByRole('dialog', { name: words('apiKeys.shownOnceTitle') });
    await expect(shown.getByText(words('apiKeys.shownOnce'))).toBeVisible();
    await expect(shown.getByRole('button', { name: words('apiKeys.copy') })).toBeVisible();
    const key = await shown.getByTestId('api-key-value').inputValue();
    expect(key).toMatch(/^bnm_/);
    await shown.getByRole('button', { name: words('apiKeys.done') }).click();
    await expect(page.getByText(key)).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(words('apiKeys.active'))).toBeVisible();
    await expect(row.getByText('Établissements · Lecture')).toBeVisible();

    // A partner's call, without any session: the key's header only.
    const call = () => fetch(`${baseURL}/v1/establishments?_end=1`, { headers: { 'api-key': key } });
    expect((await call()).status).toBe(200);

    await row.getByRole('button', { name: words('apiKeys.revokeLabel', { name }) }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: words('apiKeys.revokeConfirm', { name }) });
    await confirm.getByRole('button', { name: words('apiKeys.revokeOk') }).click();
    await expect(row.getByText(/Révoquée le/)).toBeVisible();
    expect((await call()).status).toBe(401);
  });

  test('reads the security log by kind and period', async ({ page }) => {
    await page.goto('/security-log');
    await expect(page.getByRole('heading', { level: 1, name: words('security.title') })).toBeVisible();
    await page.getByRole('combobox', { name: words('security.kind') }).click();
    await option(page, words('security.kinds.signIn')).click();
    const period = page.locator('#security-period');
    await period.click();
    await period.fill(today());
    await page.keyboard.press('Enter');
    await page.keyboard.type(today());
    await page.keyboard.press('Enter');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first.getByText(words('security.kinds.signIn'), { exact: true })).toBeVisible();
    const email = page.locator('#security-email');
    await email.fill('super_administrator@demo.binome.test');
    await email.press('Enter');
    await expect(first.getByText('Nathalie Garnier')).toBeVisible();
  });
});

test.describe('a manager', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('manager')) });

  test('sees the history of a record of their programs, and nothing of one outside them', async ({ page, browser, signedIn, baseURL }) => {
    test.slow();
    const me = (await (await page.request.get('/v1/me')).json()) as { user: { administrationPreferences: { program: string[] } } };
    const programs = me.user.administrationPreferences.program;
    // The administrator changes two tutors, one in the manager's programs and one outside them (calls made without a
    // browser page, as a script's).
    const admin = await browser.newContext({ baseURL, storageState: await signedIn('super_administrator') });
    const tutors = (await (await admin.request.get('/v1/tutors?_end=100')).json()) as { id: string; _label: string; program?: { programId: string } }[];
    const inside = tutors.find((tutor) => programs.includes(tutor.program?.programId ?? ''))!;
    const outside = tutors.find((tutor) => !programs.includes(tutor.program?.programId ?? ''))!;
    const stamp = Date.now();
    for (const tutor of [inside, outside])
      expect((await admin.request.patch(`/v1/tutors/${tutor.id}`, { data: { howHeardDetails: `Vu au forum ${stamp}` } })).status()).toBe(200);
    await admin.close();

    await page.goto(`/manage/tutors/view/${inside.id}`);
    await page.getByRole('tab', { name: words('record.historyTab') }).click();
    const change = page.locator('.history-entry').first().getByTestId('change-howHeardDetails');
    await expect(change.getByRole('term')).toHaveText(/./);
    await expect(change.locator('.history-after')).toContainText(`Vu au forum ${stamp}`);
    // The same change on a tutor outside their programs is in nothing the audit view gives them.
    expect(await (await page.request.get(`/v1/audit?recordId=${outside.id}`)).json()).toEqual([]);
    await goInApp(page, '/history');
    await expect(page.getByRole('row').filter({ hasText: inside._label }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: outside._label })).toHaveCount(0);
  });

  test('has the history search, not the security log nor the keys', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: words('search.title') })).toBeVisible();
    // Its rows, or that there are none yet in what the manager may read (this test may run first).
    await expect(
      page
        .locator('.ant-table-tbody tr.ant-table-row')
        .first()
        .or(page.getByText(words('search.empty'))),
    ).toBeVisible();
    // Each from the history search, which refuses nothing: the refusal seen is the new screen's.
    for (const path of ['/security-log', '/api-keys']) {
      await expect(page.getByRole('heading', { level: 1, name: words('search.title') })).toBeVisible();
      await expect(page.getByText('Accès refusé')).toHaveCount(0);
      await goInApp(page, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByText('Accès refusé').first()).toBeVisible();
      await goInApp(page, '/history');
    }
    expect((await page.request.get('/v1/security-events')).status()).toBe(403);
    expect((await page.request.get('/v1/api-keys')).status()).toBe(403);
  });
});
