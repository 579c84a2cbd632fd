import type { Page } from '@playwright/test';
import { defineAbilityFor, RESOURCES, screenPath, screensFor, translate, type Resource, type StaffRole } from '@binome/schema';
import { expect as baseExpect, test } from './support/stack.ts';

/**
 * Issue "Journeys that connect", forms say what is wrong: every staff create form, submitted empty, stays open and
 * shows its errors on the fields, each required field marked and with its message, and never only a toast. A form
 * that refused to save and marked no field (the session form's VSC list, walk report C-4) fails here.
 *
 * Each create form is reached by the first staff role that has it (the administrator has almost all). One test per
 * form, the forms of a role opened in one loaded app: the address changes inside the page (as the app's own links
 * do), so the app is not loaded again for each form.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
const STAFF: StaffRole[] = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'];
const SAVE = translate('fr', 'buttons.save');

/** Each resource with a create screen, with the first role that has it. */
const forms = new Map<string, { resource: Resource; role: StaffRole }>();
for (const role of STAFF) {
  const ability = defineAbilityFor({ userId: `demo-${role}`, userRole: role });
  for (const resource of RESOURCES as readonly Resource[]) {
    if (resource.staffPath && !forms.has(resource.name) && screensFor(role, ability, resource.name).includes('add'))
      forms.set(resource.name, { resource, role });
  }
}

/** The page of a role, kept for its forms: opened once, signed in once. */
const pages = new Map<StaffRole, Page>();

for (const { resource, role } of forms.values()) {
  const path = screenPath(resource, 'add');
  test(`${role}: ${path} submitted empty shows each error on its field`, async ({ browser, signedIn }) => {
    let page = pages.get(role);
    if (!page || page.isClosed()) {
      const context = await browser.newContext({
        storageState: await signedIn(role),
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        viewport: { width: 1366, height: 900 },
      });
      page = await context.newPage();
      pages.set(role, page);
      await page.goto(path);
    } else {
      // Inside the loaded app, as its own links navigate. The previous form stays drawn a moment after the address
      // changes: its title is kept to wait until this form replaced it (else its errors would be read as this one's).
      const previousTitle = await page.locator('#main h1').first().innerText();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('#main h1').first()).not.toHaveText(previousTitle);
    }
    const failures: string[] = [];
    const onError = (error: Error) => failures.push(error.message);
    page.on('pageerror', onError);
    try {
      const main = page.locator('#main');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const save = main.getByRole('button', { name: SAVE });
      await expect(save).toBeEnabled();
      await expect(main.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      // A fresh form: no message yet.
      await expect(main.locator('.ant-form-item-explain-error')).toHaveCount(0);
      const created = page
        .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/v1/'), { timeout: 5_000 })
        .catch(() => undefined);
      await save.click();
      // Refused: still on the form, with at least one message under a field.
      const errors = main.locator('.ant-form-item-explain-error');
      await expect(errors.first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // Every field marked required carries its own message.
      const required = main.locator('.ant-form-item:has(> .ant-row > .ant-form-item-label > label.ant-form-item-required)');
      const unmarked = await required.evaluateAll((items) =>
        items.filter((item) => !item.classList.contains('ant-form-item-has-error')).map((item) => item.querySelector('label')?.textContent?.trim() ?? '?'),
      );
      expect(unmarked, 'required fields without their message').toEqual([]);
      // Every message sits on a field that says it is in error, and a field in error is marked required or says why.
      const messages = (await errors.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message, 'a translated message, not a key').not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
      // The server was asked nothing it would refuse for emptiness, or if it was, its refusal is on the fields too.
      const answer = await created;
      if (answer) expect(answer.status(), 'an empty form is never created').toBeGreaterThanOrEqual(400);
      // No error toast in place of the fields' messages.
      await expect(page.locator('.ant-notification-notice-error, .ant-message-error')).toHaveCount(0);
      expect(failures).toEqual([]);
    } finally {
      page.off('pageerror', onError);
    }
  });
}

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  pages.clear();
});
