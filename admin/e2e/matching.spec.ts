import { translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

interface Row {
  id: string;
  _label?: string;
}

interface Candidates {
  data: { id: string; fullName: string; commonSlots: unknown[] }[];
}

const words = (key: string) => translate('fr', `staffMatching.screen.${key}`);

/**
 * The staff matching (section 2): a coordinator picks a waiting student, sees the tutors who fit with the reasons
 * why, matches one in two clicks with a weekly session, and finds that session on the calendar. The student is
 * chosen through the API among those waiting who have a candidate, so the test does not hang on one demo record.
 */
test('a coordinator matches a waiting student with a tutor, then finds the weekly session on the calendar', async ({ page }) => {
  test.slow();
  const waiting = (await (await page.request.get('/v1/students?studentPreferences.matchingStatus=unmatched&studentPreferences.situation=awaiting-tutor&_end=50')).json()) as Row[];
  let student: Row | undefined;
  let tutor: Candidates['data'][number] | undefined;
  for (const row of waiting) {
    const answer = (await (await page.request.get(`/v1/matching/candidates?mode=student&studentId=${row.id}`)).json()) as Candidates;
    tutor = answer.data.find((candidate) => candidate.commonSlots.length > 0);
    if (tutor) {
      student = row;
      break;
    }
  }
  expect(student, 'a waiting student of the demo data with a candidate tutor').toBeDefined();
  const studentName = student!._label!;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/manage/matching?studentId=${student!.id}`);
  await expect(page.getByRole('radio', { name: words('byStudent') })).toBeChecked();
  const table = page.locator('.matching-candidates');
  const row = table.getByRole('row').filter({ hasText: tutor!.fullName });
  await expect(row).toBeVisible();
  await expect(row.locator('.matching-reasons li').first()).toBeVisible();
  await expect(row.getByLabel(/point/).first()).toBeVisible();
  // No id nor untranslated key on the screen.
  await expect(page.locator('main')).not.toContainText(student!.id);
  await expect(page.locator('main')).not.toContainText('staffMatching.');
  await page.screenshot({ path: test.info().outputPath('matching-desktop.png'), fullPage: true });

  // On a phone, the dialog: the slot, then a weekly session rather than Session 0.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('button', { name: new RegExp(words('match')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(studentName);
  await expect(dialog.getByRole('radio', { name: new RegExp(words('session0')) })).toBeChecked();
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await dialog.getByRole('radio', { name: new RegExp(words('weekly')) }).check();
  await page.screenshot({ path: test.info().outputPath('matching-phone.png') });
  await dialog.getByRole('button', { name: words('confirm') }).click();
  await expect(page.locator('.ant-message')).toContainText(studentName);
  await expect(page.locator('.ant-message')).toContainText(tutor!.fullName);
  await expect(dialog).toBeHidden();

  // The calendar, filtered on the student: the weekly session comes within the next weeks.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/internal-system/tutoring/calendar');
  const pick = page.getByLabel('Élève', { exact: true });
  await pick.click();
  await pick.fill(studentName.split(' ').pop()!);
  await page.locator('.ant-select-dropdown:visible .reference-option').filter({ hasText: studentName }).first().click();
  const calendar = page.locator('.fc');
  const event = calendar.locator('.fc-event').filter({ hasText: tutor!.fullName });
  for (let week = 0; week < 3 && !(await event.count()); week += 1) {
    await calendar.getByRole('button', { name: /Suivant|Next/ }).click();
    await page.waitForTimeout(500);
  }
  await expect(event.first()).toBeVisible();
});
