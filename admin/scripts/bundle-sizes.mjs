// Prints the JavaScript a person downloads (gzip) from one of the two apps: the first page (the entry and
// everything it imports statically) and, for each screen loaded on demand, what that screen adds to it.
// Staff app: 450 KB for the first page, 150 KB for each further screen. Family app (used on phones on mobile
// networks): 170 KB and 60 KB. Exits non-zero when a budget is exceeded. Usage: `node bundle-sizes.mjs [app dir]`
// (the staff app by default; the family app's bench passes its own directory). Reads the build's manifest: build
// the app first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const APPS = {
  admin: { title: 'Staff app', firstPage: 450, screen: 150 },
  family: { title: 'Family app', firstPage: 170, screen: 60 },
};
const appDirectory = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const app = APPS[path.basename(appDirectory)];
if (!app) throw new Error(`No budget for ${appDirectory}`);
const FIRST_PAGE_BUDGET = app.firstPage * 1024;
const SCREEN_BUDGET = app.screen * 1024;
const dist = path.join(appDirectory, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** Every JavaScript file a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstPage = closure(entryKey);
const firstPageSize = sum(firstPage);
const rows = [['first page (entry and what it imports)', firstPageSize, FIRST_PAGE_BUDGET]];

// A chunk loaded on demand from another on-demand chunk (a date picker inside a list) is counted from there:
// what it adds to the screen that loads it.
const importerOf = new Map();
for (const [key, chunk] of Object.entries(manifest)) for (const lazy of chunk.dynamicImports ?? []) if (!importerOf.has(lazy)) importerOf.set(lazy, key);
for (const key of [...importerOf.keys()].sort()) {
  const importer = importerOf.get(key);
  const loaded = importer === entryKey ? firstPage : new Set([...firstPage, ...closure(importer)]);
  const added = [...closure(key)].filter((file) => !loaded.has(file));
  const name = importer === entryKey ? `screen ${key.replace(/^src\//, '')}` : `  part ${key.replace(/^src\//, '')} (in ${importer.replace(/^src\//, '')})`;
  rows.push([name, sum(added), SCREEN_BUDGET]);
}

let over = false;
console.info(`${app.title} JavaScript (gzip)`);
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  over ||= !ok;
  console.info(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(58)} ${kb(size).padStart(10)}  (budget ${kb(budget)})`);
}
process.exitCode = over ? 1 : 0;
