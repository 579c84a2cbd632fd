import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The deployment files (deploy/) cannot be run here (no Docker): their static checks run instead, with the
 * Compose Specification's schema (from dclint) and the Dockerfile linter (dockerfile-utils), both development
 * dependencies: `--strict` fails if either is missing (see deploy/check.mjs).
 */
describe('the deployment files', () => {
  it('pass deploy/check.mjs: the replica set, the replicas behind the proxy, .env.example against env.ts, the Dockerfiles', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['deploy/check.mjs', '--strict'], { cwd: REPOSITORY }).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`deploy/check.mjs failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      },
    );
    expect(stdout).toContain('every check passed');
  });
});
