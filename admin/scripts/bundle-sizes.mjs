// Prints the JavaScript a staff member downloads (gzip): the first page (the entry and everything it imports
// statically) and, for each screen loaded on demand, what that screen adds to it. Budget: 450 KB for the first
// page, 150 KB for each further screen (the staff app's issue). Exits non-zero when a budget is exceeded.
// Reads the build's manifest: run `npm run build -w @binome/admin` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const FIRST_PAGE_BUDGET = 450 * 1024;
const SCREEN_BUDGET = 150 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
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
const rows = [['first page (entry, layout, dashboard)', firstPageSize, FIRST_PAGE_BUDGET]];

const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const key of [...lazyKeys].sort()) {
  const added = [...closure(key)].filter((file) => !firstPage.has(file));
  rows.push([`screen ${key.replace(/^src\//, '')}`, sum(added), SCREEN_BUDGET]);
}

let over = false;
console.info('Staff app JavaScript (gzip)');
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  over ||= !ok;
  console.info(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(58)} ${kb(size).padStart(10)}  (budget ${kb(budget)})`);
}
process.exitCode = over ? 1 : 0;
