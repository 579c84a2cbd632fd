import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

const MODULE = 'virtual:antd-static-styles.css';
const RESOLVED = `\0${MODULE}`;
const EXTRACT = fileURLToPath(new URL('./scripts/extract-antd-styles.mjs', import.meta.url));

/**
 * antd's styles for the staff app's components, worked out once at build time instead of in each person's browser
 * (`import 'virtual:antd-static-styles.css'` in main.tsx, bundled with the app's own styles, before them).
 *
 * antd 5 writes its styles from JavaScript: on a cold load of a list, about a fifth of the main thread's script
 * before the first row (its style hooks, the CSS text, the style elements) went to that, measured on a two-core
 * machine. The extracted file ends with the map antd reads on the page (`.data-ant-cssinjs-cache-path`, its
 * documented way of taking styles rendered ahead): a component whose styles the map names writes none. One it does
 * not name (a component added since, a theme changed at run time) still writes its own, as before.
 *
 * The styles depend on the theme: both of theme.ts's themes are extracted (with motion, and without for a person who
 * asked for less), each under its media query. Development (`vite dev`) names antd's classes differently: nothing
 * is extracted there.
 */
export function antdStaticStyles(theme: ThemeConfig): Plugin {
  let css = '';
  return {
    name: 'binome:antd-static-styles',
    configResolved(config) {
      if (config.command !== 'build') return;
      if (theme.algorithm !== undefined || theme.components !== undefined)
        throw new Error('theme.ts now has an algorithm or per-component tokens: extract-antd-styles.mjs receives only its tokens');
      css = execFileSync(process.execPath, [EXTRACT, JSON.stringify(theme)], {
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      });
    },
    resolveId: (source) => (source === MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? css : null),
  };
}
