import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';
for (const who of ['tutor', 'parent', 'student', 'parent-pending', 'prospectlead']) {
  for (const width of [390, 1280]) {
    test(`shots ${who} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signInWithPassword(page, `${who}@demo.binome.test`, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots-frame/${who}-home-${width}.png`, fullPage: true });
      if (width === 390 && (await page.getByRole('button', { name: 'Menu', exact: true }).count()) > 0) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.screenshot({ path: `/tmp/shots-frame/${who}-menu-${width}.png` });
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: /^Menu de l'utilisateur/ }).click();
      await page.screenshot({ path: `/tmp/shots-frame/${who}-usermenu-${width}.png` });
    });
  }
}
