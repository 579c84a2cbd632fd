import type { Page } from '@playwright/test';
import { expect, test } from './support/stack.ts';
import { signInThroughApi } from './support/api-sign-in.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../bff/test/support/test-browser.ts';

/** The project's launch options (playwright.config.ts), plus what each group of tests asks of the browser. */
const launchWith = (extra: string[]) => ({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, ...extra] });

async function openTester(page: Page, role = 'tutor'): Promise<void> {
  await signInThroughApi(page, `${role}@demo.binome.test`, { path: `/${role}/equipment` });
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('heading', { name: 'Tester mon matériel' })).toBeVisible();
}

// Chromium's fake camera (a moving pattern) and microphone (a beep), allowed without a prompt: for this file only.
test.use({ launchOptions: launchWith(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']), viewport: { width: 390, height: 844 } });

test.describe("with Chromium's fake camera and microphone", () => {
  test('the video plays, the level meter moves, a tone plays, and everything is released on stop and on leaving', async ({ page }) => {
    // Keeps every stream the page gets, to check afterwards that its tracks were stopped.
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { testStreams: MediaStream[] }).testStreams = streams;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        streams.push(stream);
        return stream;
      };
    });
    await openTester(page);
    await page.getByRole('button', { name: 'Démarrer le test' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La caméra et le micro fonctionnent.' })).toBeVisible();

    const video = page.getByLabel('Aperçu de la caméra');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
    const startedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(startedAt);

    // Chromium's fake microphone beeps: the level goes up and down, and the text beside the bar says the same.
    const meter = page.getByRole('meter', { name: 'Niveau du micro' });
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          seen.add(Number(await meter.getAttribute('aria-valuenow')));
          return seen.size;
        },
        { intervals: [100] },
      )
      .toBeGreaterThanOrEqual(3);
    expect(Math.max(...seen)).toBeGreaterThan(0);
    await expect(meter).toHaveAttribute('aria-valuetext', /^\d+ %$/);

    // The devices are listed by name once access is allowed.
    const camera = page.getByLabel('Caméra', { exact: true });
    await expect(camera.locator('option').first()).not.toHaveText('');
    await expect(page.getByLabel('Micro', { exact: true }).locator('option')).not.toHaveCount(0);

    const play = page.getByRole('button', { name: 'Jouer un son de test' });
    await play.click();
    await expect(play).toBeEnabled({ timeout: 5_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Arrêter le test' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test arrêté : la caméra et le micro sont libérés.' })).toBeVisible();
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { testStreams: MediaStream[] }).testStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    expect(await liveTracks()).toBe(0);
    await expect(meter).toHaveAttribute('aria-valuenow', '0');

    // Started again, then left for another screen of the app: the camera and the microphone are released.
    await page.getByRole('button', { name: 'Démarrer le test' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La caméra et le micro fonctionnent.' })).toBeVisible();
    expect(await liveTracks()).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tutor/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: "Contacter l'équipe" })).toBeVisible();
    await expect.poll(liveTracks).toBe(0);
  });
});
