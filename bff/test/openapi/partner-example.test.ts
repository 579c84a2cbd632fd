import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOver, startServerProcess, type RunningServer } from '../support/server-process.ts';

const run = promisify(execFile);
const EXAMPLE = fileURLToPath(new URL('../../examples/partner-client/', import.meta.url));
const TSC = fileURLToPath(new URL('../../../node_modules/typescript7/bin/tsc', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;
const PROGRAM = 'az-rem-4ca0f8d';
/** The example's calls: its pages (three, by the page size chosen below), then read, change, stale change, read, change. */
const PAGES = 3;
const CALLS = PAGES + 5;
/** Below the example's calls, so that one of them is refused with 429 and made again after `Retry-After`. */
const LIMIT = 5;
/** The key's own call made just before the example's (see "opens the key's window" below). */
const OPENING_CALLS = 1;
/**
 * The window the key's calls are counted in, in seconds: a minute in production, which this test would sleep through
 * for its 429. Shorter here, yet far longer than the opening call and the example's first calls take on a busy
 * machine (a second or two), so that those all fall in one window and the 429 comes, once.
 */
const WINDOW_SECONDS = 15;

/**
 * The partners' example (`bff/examples/partner-client`), run as a partner runs it against a started server: types
 * generated from the served document with openapi-typescript, its TypeScript compiled with `strict`, then run with a
 * key an administrator created. A change of the API that breaks partners (a path, a filter, an answer, a header,
 * the 409 or 429 bodies) breaks this test.
 */
describe("the partners' example client", () => {
  const directories: string[] = [];
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });
  const temporary = async (prefix: string) => {
    const directory = await mkdtemp(path.join(tmpdir(), prefix));
    directories.push(directory);
    return directory;
  };

  it('compiles under strict against the served document, pages, reads, updates with If-Match, and handles 409 and 429', { timeout: 600_000 }, async () => {
    server = await startServerProcess({
      runtime: 'node',
      dataDirectory: await temporary('binome-partner-data-'),
      env: { API_KEY_LIMIT_PER_MINUTE: String(LIMIT), API_KEY_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    });
    const url = server.url;
    const admin = await signInOver(url, 'super_administrator@demo.binome.test');
    const asAdmin = (pathAndQuery: string) => fetch(`${url}/v1${pathAndQuery}`, { headers: { cookie: admin } });

    // A key as an administrator makes it on the keys screen.
    const created = await fetch(`${url}/v1/api-keys`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Exemple partenaire',
        scopes: [
          { resource: 'tutors', access: 'read' },
          { resource: 'tutors', access: 'write' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };

    // A date that leaves about ten of the program's active tutors, and a page size that makes three pages of them.
    const filters = `status=active&program.programId=${PROGRAM}`;
    const tenth = (await (await asAdmin(`/tutors?${filters}&_sort=createdAt&_order=desc&_start=9&_end=10`)).json()) as { createdAt: string }[];
    const since = tenth[0]!.createdAt;
    const total = Number((await asAdmin(`/tutors?${filters}&createdAt_gte=${encodeURIComponent(since)}&_start=0&_end=1`)).headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(10);
    const pageSize = Math.ceil(total / PAGES);
    expect(Math.ceil(total / pageSize)).toBe(PAGES);
    expect(CALLS + OPENING_CALLS).toBeGreaterThan(LIMIT);
    // Once the window is over, what is left of the example's calls fits in the next one: a single 429.
    expect(CALLS - (LIMIT - OPENING_CALLS)).toBeLessThanOrEqual(LIMIT);

    // The example as a partner copies it, with only its own dependencies beside it.
    const work = await temporary('binome-partner-client-');
    await cp(EXAMPLE, work, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$|binome-api\.d\.ts$/.test(source) });
    await mkdir(path.join(work, 'node_modules', '@types'), { recursive: true });
    await symlink(await packageDirectory('openapi-fetch'), path.join(work, 'node_modules', 'openapi-fetch'));
    await symlink(await packageDirectory('@types/node'), path.join(work, 'node_modules', '@types', 'node'));

    const generator = path.join(await packageDirectory('openapi-typescript'), 'bin', 'cli.js');
    await run(process.execPath, [generator, `${url}/v1/openapi.json`, '-o', 'src/binome-api.d.ts'], { cwd: work });
    const compiled = await outcome(run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: work }));
    expect(compiled.code, compiled.output).toBe(0);

    const note = `Forum des associations ${Date.now()}`;
    const env = {
      ...process.env,
      BINOME_URL: url,
      BINOME_KEY: key,
      BINOME_PROGRAM: PROGRAM,
      BINOME_SINCE: since,
      BINOME_PAGE_SIZE: String(pageSize),
      BINOME_MAX_WAIT_SECONDS: '90',
      BINOME_NOTE: note,
    };
    // The key's calls are counted in a window that opens on its first call. Opening it now, right before the
    // example runs, puts the example's first calls in the same window as this one: the example spends what is left of
    // it and gets its 429 with a `Retry-After` of what remains of the window.
    const opening = await fetch(`${url}/v1/tutors?_start=0&_end=1`, { headers: { 'api-key': key } });
    expect(opening.status).toBe(200);
    const ran = await outcome(run(process.execPath, ['dist/main.js'], { cwd: work, env, timeout: 300_000 }));
    expect(ran.code, ran.output).toBe(0);
    const lines = ran.output.split('\n');

    expect(lines).toContain(`listed ${total} of ${total} active tutors of ${PROGRAM} created since ${since}, in ${PAGES} pages of ${pageSize}`);
    expect(lines.filter((line) => /^429 rateLimited: .* calling again in \d+ s \(Retry-After\)$/.test(line))).toHaveLength(1);
    const conflict = lines.find((line) => line.startsWith('409 editConflict (errors.editConflict): tutor '));
    expect(conflict, ran.output).toBeDefined();
    const id = /tutor (\S+) changed since/.exec(conflict!)![1]!;
    expect(lines.filter((line) => line.startsWith(`updated tutor ${id}`))).toHaveLength(2);

    // What the partner changed is what the staff see: the change made again on the current revision.
    const tutor = (await (await asAdmin(`/tutors/${id}`)).json()) as { howHeardDetails?: string };
    expect(tutor.howHeardDetails).toBe(`${note} (2)`);
  });
});

/** The folder of an installed package, as the bff resolves it (its own node_modules, then the root's). */
async function packageDirectory(name: string): Promise<string> {
  return path.dirname(await realpath(resolve(`${name}/package.json`)));
}

/** A child process's exit code and everything it printed, whether it succeeded or not. */
async function outcome(child: Promise<{ stdout: string; stderr: string }>): Promise<{ code: number; output: string }> {
  return child.then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code?: number | string; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}
