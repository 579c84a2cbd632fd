import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_EXECUTABLE } from '../../bff/test/support/test-browser.ts';

/**
 * The equipment tester when the camera and microphone are refused. A file of its own: the fake-UI flag of
 * equipment.spec.ts allows every request, whatever the site's permissions say, and launch options are per file.
 */
test.use({
  launchOptions: {
    // The full browser: the headless shell grants its fake devices whatever the site's permissions say.
    executablePath: FULL_CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
  permissions: [],
});

test.describe('with the camera and microphone refused', () => {
  test('the permission-denied message says how to allow them', async ({ page, context, baseURL }) => {
    // The site's camera and microphone set to "block", as a person who refused them once: no prompt is shown.
    const browser = await context.newCDPSession(page);
    for (const name of ['camera', 'microphone']) await browser.send('Browser.setPermission', { permission: { name }, setting: 'denied', origin: baseURL! });
    await signInThroughApi(page, 'student@demo.binome.test', { path: '/student/equipment' });
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('button', { name: 'Démarrer le test' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("L'accès à la caméra ou au micro a été refusé.");
    await expect(alert).toContainText('autorisez la caméra et le micro');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
