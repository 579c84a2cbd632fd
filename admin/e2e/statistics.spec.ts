import { readFile } from 'node:fs/promises';
import { programIds, translate } from '@binome/schema';
import { expect, test } from './support/stack.ts';
import { staffWord } from './support/staff-words.ts';

const words = (key: string, options?: Record<string, string | number>) => staffWord(`staffStatistics.${key}`, options);
const FIGURES = ['sessions', 'pairs', 'waiting', 'supplyByLevel', 'supplyByDepartment', 'onboarding', 'reports', 'dissociations'] as const;
const isStatistics = (url: string) => new URL(url).pathname === '/v1/statistics';

interface Statistics {
  waiting: { count: number };
}

test.describe('the super administrator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('super_administrator')) });

  test('sees every figure of the demo data as a chart and a table, and exports one to CSV', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/statistiques');
    await expect(page.getByRole('heading', { level: 1, name: words('title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('statistics-period')).toBeVisible({ timeout: 30_000 });
    for (const figure of FIGURES) {
      const card = page.getByTestId(`figure-${figure}`);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId(`chart-${figure}`), figure).toBeVisible({ timeout: 30_000 });
      await expect(
        card
          .getByRole('region', { name: words('table', { figure: words(`figures.${figure}.title`) }) })
          .locator('tbody tr.ant-table-row')
          .first(),
        figure,
      ).toBeVisible();
    }

    const card = page.getByTestId('figure-sessions');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: words('exportLabel', { figure: words('figures.sessions.title') }) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sessions-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const header = ['week', 'held', 'present', 'absent', 'notReported', 'attendanceRate'].map((key) => words(`figures.sessions.${key}`)).join(';');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header);
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
  });
});

test.describe('a coordinator', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')) });

  test('narrows the figures to one program', async ({ page }) => {
    test.slow();
    // A program whose waiting students are fewer than the coordinator's whole count, asked through the API so
    // that the test does not depend on how the demo spreads its students.
    const all = (await (await page.request.get('/v1/statistics')).json()) as Statistics;
    let chosen: { programId: string; count: number } | undefined;
    for (const programId of programIds.values) {
      const one = (await (await page.request.get(`/v1/statistics?program=${programId}`)).json()) as Statistics;
      if (one.waiting.count > 0 && one.waiting.count !== all.waiting.count) {
        chosen = { programId, count: one.waiting.count };
        break;
      }
    }
    expect(chosen, 'a program of the coordinator with fewer waiting students than all of theirs').toBeDefined();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/statistiques');
    const waiting = page
      .getByTestId('figure-waiting')
      .locator('.ant-statistic')
      .filter({ hasText: words('figures.waiting.count') })
      .locator('.ant-statistic-content-value');
    await expect(waiting).toHaveText(String(all.waiting.count), { timeout: 30_000 });

    const answered = page.waitForResponse(
      (response) => isStatistics(response.url()) && new URL(response.url()).searchParams.get('program') === chosen!.programId,
    );
    await page.getByLabel(words('filters.program')).click();
    // antd draws each option twice: a hidden one for screen readers, and the one people click.
    await page.locator('.ant-select-item-option', { hasText: translate('fr', `enums.program.${chosen!.programId}`) }).click();
    await answered;
    await expect(waiting).toHaveText(String(chosen!.count), { timeout: 30_000 });
    await expect(page.getByTestId('chart-waiting')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ storageState: async ({ signedIn }, use) => use(await signedIn('coordinator')), viewport: { width: 390, height: 844 } });

  test('the filters fit the screen and their card: no select runs past the edge', async ({ page }) => {
    await page.goto('/statistiques');
    await expect(page.getByTestId('statistics-period')).toBeVisible({ timeout: 30_000 });
    const width = page.viewportSize()!.width;
    // Inside the card's padding, not merely the screen: at 390 px the department select stood over the card's edge.
    const form = await page.getByRole('form', { name: words('filters.label') }).boundingBox();
    expect(form).not.toBeNull();
    expect(form!.x + form!.width).toBeLessThanOrEqual(width);
    for (const id of ['statistics-program', 'statistics-department', 'statistics-period']) {
      // The box people see and tap: the select's (or the period picker's) frame around the input that has the id.
      const control = page.locator('.ant-select, .ant-picker').filter({ has: page.locator(`#${id}`) });
      const box = await control.boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.x, id).toBeGreaterThanOrEqual(form!.x);
      expect(box!.x + box!.width, `${id}: ${JSON.stringify(box)} in ${JSON.stringify(form)}`).toBeLessThanOrEqual(form!.x + form!.width + 0.5);
    }
    await page.screenshot({ path: test.info().outputPath('statistics-filters-phone.png'), animations: 'disabled' });

    // On a wide screen they stand side by side, each select wide enough for its longest choice.
    await page.setViewportSize({ width: 1366, height: 900 });
    const program = (await page
      .locator('.ant-select')
      .filter({ has: page.locator('#statistics-program') })
      .boundingBox())!;
    const department = (await page
      .locator('.ant-select')
      .filter({ has: page.locator('#statistics-department') })
      .boundingBox())!;
    expect(program.width).toBeGreaterThanOrEqual(240);
    expect(department.width).toBeGreaterThanOrEqual(240);
    expect(department.y).toBe(program.y);
    await page.screenshot({ path: test.info().outputPath('statistics-filters-desktop.png'), animations: 'disabled' });
  });
});
