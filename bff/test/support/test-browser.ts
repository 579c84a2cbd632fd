import { existsSync } from 'node:fs';

/**
 * The Chromium the browser suites (staff and family) drive, from Debian's packages, never downloaded:
 * `CHROMIUM_PATH` when set; else Debian's headless shell (`apt-get install chromium-headless-shell`), the build of
 * Chromium made for automation, which draws no browser window it never shows: the same pages in about a fifth less
 * CPU than the full browser in its headless mode (measured on the staff suite's locale, sessions and statistics
 * specs: 50 against 64 CPU-seconds), on a CI machine whose two cores the suites share; else the full browser.
 * The real binary, not `/usr/bin/chromium-headless-shell`, which is a shell script that would stay between
 * Playwright and the browser it stops.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The full browser, for what the headless shell does not do as a person's browser does: a site's camera and
 * microphone set to "block" (CDP's Browser.setPermission) are still granted to the shell's fake devices.
 */
export const FULL_CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every suite launches it with: nothing started in the background, no first-run or sync, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-gpu',
];
