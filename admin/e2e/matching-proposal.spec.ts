import { programIds, translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';
import { staffWord } from './support/staff-words.ts';

test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

interface Proposal {
  programId: string;
  studentsWaiting: number;
  pairsProposed: number;
  pairs: { tutorId: string; tutorFullName: string; studentId: string; studentFullName: string; level?: string }[];
}

const words = (key: string, options?: Record<string, string | number>) => staffWord(`staffMatching.proposal.${key}`, options);
const isProposal = (url: string) => url.endsWith('/v1/matching/proposals');

/**
 * The whole-cohort proposal (section 2): a coordinator computes the proposal of home classes, reads its figures and
 * the pairs with their reasons, keeps two of them and approves them with a Session 0; the proposal computed again
 * no longer holds those students.
 */
test('a coordinator approves two pairs of the whole-cohort proposal', async ({ page }) => {
  test.slow();
  // The program whose proposal has two pairs without the demo tutor (their last place is the automatic
  // assignment's test), asked through the API so that the test does not hang on one program's demo records.
  const others = (proposal: Proposal) => proposal.pairs.slice(0, 20).filter((pair) => pair.tutorId !== 'demo-tutor');
  let programId: (typeof programIds.values)[number] | undefined;
  for (const id of programIds.values) {
    const dryRun = (await (await page.request.post('/v1/matching/proposals', { data: { programId: id } })).json()) as Proposal;
    if (others(dryRun).length >= 2) {
      programId = id;
      break;
    }
  }
  expect(programId, 'a program of the demo data with two proposed pairs of another tutor than the demo one').toBeDefined();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/manage/matching');
  // The mode switch's radios are drawn as buttons: the visible button is what people click.
  await page.locator('.ant-radio-button-wrapper', { hasText: words('cohort') }).click();
  await expect(page.getByRole('radio', { name: words('cohort') })).toBeChecked();
  // The select's box, over its labelled input, takes the click.
  await page.locator('.ant-select', { has: page.getByLabel(words('program')) }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(translate('fr', programIds.labelKey(programId!)), { exact: true })
    .click();

  const answered = page.waitForResponse((response) => isProposal(response.url()) && response.request().method() === 'POST');
  await page.getByRole('button', { name: words('compute') }).click();
  const first = await answered;
  expect(first.status(), await first.text()).toBe(200);
  const proposal = (await first.json()) as Proposal;
  expect(proposal.programId).toBe(programId);
  // From the first page of the table.
  const kept = others(proposal).slice(0, 2);
  expect(kept).toHaveLength(2);

  const summary = page.locator('.proposal-summary');
  await expect(summary).toContainText(words('studentsWaiting'));
  await expect(summary).toContainText(String(proposal.studentsWaiting));
  await expect(summary).toContainText(words('pairsProposed'));
  await expect(summary).toContainText(words('predictedWait'));
  const table = page.locator('.proposal-pairs');
  await expect(table.locator('.matching-reasons li').first()).toBeVisible();
  await expect(table.getByLabel(/point/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: words('approve', { count: proposal.pairs.length }) })).toBeEnabled();
  // No id nor untranslated key on the screen.
  const main = page.locator('main');
  await expect(main).not.toContainText('staffMatching.');
  await expect(main).not.toContainText('level-');
  await expect(main).not.toContainText(kept[0]!.studentId);
  await expect(main).not.toContainText(kept[0]!.tutorId);
  await page.screenshot({ path: test.info().outputPath('proposal-desktop.png'), fullPage: true, animations: 'disabled' });

  // Keep only the two pairs chosen.
  await page.getByRole('button', { name: words('selectNone') }).click();
  const boxOf = (pair: Proposal['pairs'][number]) =>
    page.getByRole('checkbox', { name: words('selectPair', { student: pair.studentFullName, tutor: pair.tutorFullName }), exact: true });
  for (const pair of kept) await boxOf(pair).check();
  const approve = page.getByRole('button', { name: words('approve', { count: 2 }) });
  await expect(approve).toBeEnabled();

  // On a phone, the confirmation: Session 0 by default.
  await page.setViewportSize({ width: 390, height: 844 });
  await approve.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words('approveTitle', { count: 2 }));
  await expect(dialog.getByRole('radio', { name: new RegExp(staffWord('staffMatching.screen.session0')) })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('proposal-phone.png'), animations: 'disabled' });
  const approved = page.waitForResponse((response) => response.url().endsWith('/v1/matching/proposals/approve'));
  const again = page.waitForResponse((response) => isProposal(response.url()) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: words('approveConfirm') }).click();
  const made = await approved;
  expect(made.status(), await made.text()).toBe(200);
  expect(((await made.json()) as { created: unknown[] }).created).toHaveLength(2);
  await expect(page.locator('.ant-message')).toContainText(words('approved', { count: 2 }));
  await expect(dialog).toBeHidden();

  // Computed again: those two students are matched, no longer proposed.
  const next = (await (await again).json()) as Proposal;
  const matched = new Set(kept.map((pair) => pair.studentId));
  expect(next.pairs.filter((pair) => matched.has(pair.studentId))).toEqual([]);
  expect(next.pairsProposed).toBeLessThan(proposal.pairsProposed);
  for (const pair of kept) await expect(boxOf(pair)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('proposal-phone-after.png'), fullPage: true, animations: 'disabled' });
});
