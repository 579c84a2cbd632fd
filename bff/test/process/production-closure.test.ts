import { execFile } from 'node:child_process';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What the production image installs for the server (`npm ci --omit=dev` for bff and schema) may weigh at most. */
const CLOSURE_LIMIT_MB = 150;

/** The bytes of a package's own files: its nested `node_modules` are packages of their own, counted apart. */
async function ownBytes(directory: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) total += await ownBytes(full);
    else total += (await lstat(full)).size;
  }
  return total;
}

/**
 * The server's production closure stays light (issue "A codebase that stays fast to change"): the packages that
 * `npm ci --omit=dev` installs for bff and schema, read from the installed tree by `npm ls`, weigh at most 150 MB.
 * The API reference's page is a static file copied at build time, never a runtime dependency on Scalar's Vue
 * application (about 230 MB with what it pulls in).
 */
describe('the production closure of the server', () => {
  it(`weighs at most ${CLOSURE_LIMIT_MB} MB and holds no documentation application`, { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace=@binome/bff', '--workspace=@binome/schema'], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    const packages = [...new Set(stdout.split('\n').filter((line) => line.includes(`${path.sep}node_modules${path.sep}`)))];
    expect(packages.length).toBeGreaterThan(50);
    expect(packages.some((directory) => directory.includes(`${path.sep}@scalar${path.sep}`))).toBe(false);
    let bytes = 0;
    for (const directory of packages) bytes += await ownBytes(directory);
    const megabytes = bytes / 1024 / 1024;
    expect(megabytes, `${megabytes.toFixed(1)} MB over ${packages.length} packages`).toBeLessThanOrEqual(CLOSURE_LIMIT_MB);
  });
});
