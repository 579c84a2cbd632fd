import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The check is a plain script with no types: it runs before any install, on any Node.
import { satisfies } from '../../../.ci/check-node.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string };
}

const rootPackage = async () => JSON.parse(await readFile(`${ROOT}package.json`, 'utf8')) as { engines: { node: string } };
const lockedPackages = async () =>
  Object.entries((JSON.parse(await readFile(`${ROOT}package-lock.json`, 'utf8')) as { packages: Record<string, LockedPackage> }).packages);

/**
 * The root package.json's `engines` states the Node the dependencies need (npm stops the install on an older one,
 * `.npmrc` engine-strict): every Node it accepts is one every installed package accepts, and the plain check that
 * `npm start` and `npm test` run reads it as npm does.
 */
describe('the Node the project states', () => {
  it('is one every installed package accepts (no EBADENGINE on any Node that engines allows)', async () => {
    const { node: range } = (await rootPackage()).engines;
    const refusing = (await lockedPackages())
      .filter(([path, locked]) => path !== '' && !locked.optional && locked.engines?.node !== undefined && !semver.subset(range, locked.engines.node))
      .map(([path, locked]) => `${path.replace(/^.*node_modules\//, '')}@${locked.version} wants ${locked.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('is read by .ci/check-node.mjs as semver reads it', async () => {
    const { node: range } = (await rootPackage()).engines;
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '22.13.0', '22.23.3', '23.5.0', '24.0.0', '25.1.0', '26.10.0', '28.0.0']) {
      expect({ version, accepted: satisfies(version, range) }).toEqual({ version, accepted: semver.satisfies(version, range) });
    }
  });

  it('an older Node gets one sentence naming the Node and how to get it from the npm registry', async () => {
    const script = `${ROOT}.ci/check-node.mjs`;
    // The script compares process.versions.node; a fake older version is given through a preloaded module.
    const older = await promisify(execFile)(process.execPath, [
      '--import',
      'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})',
      script,
    ]).catch((error: { code?: number; stderr?: string }) => error);
    expect(older).toMatchObject({ code: 1 });
    const message = (older as { stderr: string }).stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('this is Node 20.20.2');
    expect(message).toContain('npm install --prefix');
    expect(message).toContain(`node@`);
    await expect(promisify(execFile)(process.execPath, [script])).resolves.toMatchObject({ stderr: '' });
  });
});
