// How long the family home (`/`) takes to show its cards on a cold load (a fresh tab, empty cache: page, scripts,
// session, translations, the cards' data), and what the browser spends on it: main-thread script, layout and style
// (CDP `Performance.getMetrics`) and the bytes received. The cards are drawn together once none is loading
// (`LoadsTogether`): that moment is what is timed. Tutor and parent homes, alternating, medians over the rounds,
// after one warm-up round (the server's first answers are not what is measured).
//
// With --waterfall, one more cold load of the tutor's home prints when each script and API request started and
// ended. Usage: `node family/bench/home-render.mjs [--rounds N] [--url http://127.0.0.1:PORT] [--waterfall]`.
// Without --url it starts the built server (`npm run build` first) on a fresh data directory and stops it. Needs
// Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). A benchmark, not a test: it prints, it does not fail.
import { parseArgs } from 'node:util';
import { freshPage, launchChromium, measure, median, printWaterfall, serverAt, signedInState } from '../../bff/bench/first-load-browser.mjs';

const PEOPLE = ['tutor@demo.binome.test', 'parent@demo.binome.test'];
const CARDS_SHOWN = '.home .loads-together[aria-busy="false"]';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, url: { type: 'string' }, waterfall: { type: 'boolean', default: false } },
});
const ROUNDS = Number(options.rounds);

const server = await serverAt(options.url);
const browser = await launchChromium();
try {
  const states = Object.fromEntries(await Promise.all(PEOPLE.map(async (email) => [email, await signedInState(browser, server.url, email)])));
  const runs = Object.fromEntries(PEOPLE.map((email) => [email, []]));
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const email of PEOPLE) {
      const opened = await freshPage(browser, server.url, states[email]);
      const figures = await measure(opened, () => opened.page.goto('/'), opened.page.locator(CARDS_SHOWN));
      if (round > 0) runs[email].push(figures);
      await opened.context.close();
    }
  }
  if (options.waterfall) {
    const opened = await freshPage(browser, server.url, states[PEOPLE[0]]);
    await printWaterfall(opened, '/', opened.page.locator(CARDS_SHOWN));
  }

  const fmt = (n) => `${Math.round(n)}`.padStart(7);
  console.info(`Family home, cold load, medians of ${ROUNDS} (ms, KiB): cards shown; main-thread script, layout, style; bytes received`);
  console.info(`${'person'.padEnd(26)} ${'shown'.padStart(7)} ${'script'.padStart(7)} ${'layout'.padStart(7)} ${'style'.padStart(7)} ${'KiB'.padStart(7)}`);
  for (const email of PEOPLE) {
    const m = (key) => median(runs[email].map((run) => run[key]));
    console.info(`${email.padEnd(26)} ${fmt(m('firstRow'))} ${fmt(m('script'))} ${fmt(m('layout'))} ${fmt(m('style'))} ${fmt(m('kilobytes'))}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
