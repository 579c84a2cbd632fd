#!/usr/bin/env node
// Static checks of the deployment files, without Docker and without network (CI runs them through the BFF's tests):
//   node deploy/check.mjs [--strict]
// - compose.yaml parses, and validates against the Compose Specification's JSON schema when one is installed: the
//   schema that `dclint` ships (node_modules/dclint/schemas/compose.schema.json), or the file COMPOSE_SCHEMA names.
//   Without it the schema step is skipped with a notice (a failure with --strict, as is a missing linter).
// - compose.yaml holds what deploy/README.md promises: a three-member replica set and its init step, two server
//   replicas on it, and a TLS proxy that balances between them (Caddyfile).
// - .env.example names only real settings, every setting of bff/src/env.ts that production needs, and no secret;
//   with the server built (bff/dist), the server's own validation accepts it.
// - both Dockerfiles pass `dockerfile-utils`' linter when it is installed (or DOCKERFILE_UTILS names it), and have
//   several stages, a non-root user, production dependencies only in the last stage, a
//   HEALTHCHECK on /v1/ready, an LTS (even) Node line, and every COPY source present and not excluded.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEPLOY = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DEPLOY);
const require = createRequire(import.meta.url);
const strict = process.argv.includes('--strict');

const failures = [];
const notices = [];
const check = (condition, message) => {
  if (!condition) failures.push(message);
};
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

// --- compose.yaml ---------------------------------------------------------------------------------------------
const YAML = require('yaml');
const composeText = read('deploy/compose.yaml');
const composeDocument = YAML.parseDocument(composeText, { merge: true });
check(composeDocument.errors.length === 0, `compose.yaml does not parse: ${composeDocument.errors.map(String).join('; ')}`);
const compose = composeDocument.toJS({ maxAliasCount: 100 });

const schemaFile =
  process.env.COMPOSE_SCHEMA ??
  (() => {
    try {
      // The package's exports do not name its schemas folder: found from its package.json.
      return path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
    } catch {
      return undefined;
    }
  })();
if (schemaFile && existsSync(schemaFile)) {
  const Ajv = require('ajv');
  // The schema is draft-07 (which ajv 6 implements), named by an https address ajv 6 does not know: not re-checked.
  const ajv = new Ajv({ allErrors: true, schemaId: 'auto', logger: false, unknownFormats: 'ignore', validateSchema: false });
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const validate = ajv.compile(schema);
  const valid = validate(compose);
  check(valid, `compose.yaml does not follow the Compose Specification (${schemaFile}): ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
  notices.push(`compose.yaml validated against ${path.relative(ROOT, schemaFile) || schemaFile}`);
} else {
  (strict ? failures : notices).push('No Compose Specification schema installed (the dclint package, or COMPOSE_SCHEMA=<file>): schema validation skipped');
}

const services = compose.services ?? {};
const commandOf = (service) => [service.command ?? []].flat().join(' ');
const mongoMembers = Object.entries(services).filter(([, service]) => /mongod\b.*--replSet\s+(\S+)/.test(commandOf(service)));
check(mongoMembers.length === 3, `compose.yaml: expected three mongod members of a replica set, found ${mongoMembers.length}`);
const replicaSets = new Set(mongoMembers.map(([, service]) => /--replSet\s+(\S+)/.exec(commandOf(service))[1]));
check(replicaSets.size === 1, 'compose.yaml: the mongod members must share one --replSet name');
const [replicaSet] = replicaSets;
const memberVolumes = mongoMembers.map(([, service]) => JSON.stringify(service.volumes ?? []));
check(
  new Set(memberVolumes).size === mongoMembers.length && memberVolumes.every((volumes) => volumes.includes('/data/db')),
  'compose.yaml: each mongod member needs its own /data/db volume',
);

const init = services['mongo-init'];
check(init !== undefined, 'compose.yaml: no mongo-init service');
if (init) {
  const script = read('deploy/mongo-init.js');
  check(/rs\.initiate\(/.test(script), 'mongo-init.js does not call rs.initiate');
  for (const [name] of mongoMembers) check(script.includes(`'${name}:27017'`), `mongo-init.js does not list ${name}:27017`);
  check(script.includes(`'${replicaSet}'`), `mongo-init.js does not initiate the replica set ${replicaSet}`);
  check(JSON.stringify(init.volumes ?? []).includes('./mongo-init.js:'), 'compose.yaml: mongo-init does not mount mongo-init.js');
  for (const [name] of mongoMembers)
    check(init.depends_on?.[name]?.condition === 'service_healthy', `compose.yaml: mongo-init must wait for ${name} to be healthy`);
}

const servers = Object.entries(services).filter(([, service]) => service.build !== undefined);
check(servers.length >= 2, `compose.yaml: expected at least two server replicas, found ${servers.length}`);
for (const [name, service] of servers) {
  const uri = service.environment?.MONGODB_URI ?? '';
  for (const [member] of mongoMembers) check(uri.includes(`${member}:27017`), `compose.yaml: ${name}'s MONGODB_URI does not list ${member}`);
  check(uri.includes(`replicaSet=${replicaSet}`), `compose.yaml: ${name}'s MONGODB_URI does not name replicaSet=${replicaSet}`);
  check(service.environment?.HOST === '0.0.0.0', `compose.yaml: ${name} must listen on 0.0.0.0`);
  check(service.environment?.TRUST_PROXY === 'on', `compose.yaml: ${name} is behind the proxy: TRUST_PROXY=on`);
  check(service.depends_on?.['mongo-init']?.condition === 'service_completed_successfully', `compose.yaml: ${name} must start after mongo-init has completed`);
  check([service.env_file].flat().includes('.env'), `compose.yaml: ${name} must read its settings from .env`);
  check(
    /^\$\{BFF_DOCKERFILE:-deploy\/Dockerfile\}$/.test(service.build.dockerfile) && service.build.context === '..',
    `compose.yaml: ${name} must be built from the repository with deploy/Dockerfile (or BFF_DOCKERFILE)`,
  );
  check(!service.ports, `compose.yaml: ${name} must not publish ports (the proxy is the way in)`);
}

const proxy = Object.entries(services).find(([, service]) => /^caddy:/.test(service.image ?? ''));
check(proxy !== undefined, 'compose.yaml: no Caddy proxy');
if (proxy) {
  const [name, service] = proxy;
  check(
    (service.ports ?? []).some((port) => String(port).startsWith('443:')),
    `compose.yaml: ${name} must publish 443`,
  );
  check(JSON.stringify(service.volumes ?? []).includes('./Caddyfile:/etc/caddy/Caddyfile'), `compose.yaml: ${name} must mount the Caddyfile`);
  const caddyfile = read('deploy/Caddyfile');
  const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/) ?? [];
  for (const [server] of servers) check(upstreams.includes(`${server}:8080`), `Caddyfile: reverse_proxy does not balance to ${server}:8080`);
  check(/health_uri\s+\/v1\/ready/.test(caddyfile), 'Caddyfile: no active health check on /v1/ready');
  check(/\{\$SITE_ADDRESS\}/.test(caddyfile), 'Caddyfile: the site address must come from SITE_ADDRESS (HTTPS on that name)');
}
for (const [name, service] of Object.entries(services)) {
  if (service.networks?.includes?.('backend') && !service.networks.includes('frontend')) check(!service.ports, `compose.yaml: ${name} must not publish ports`);
}

// --- .env.example --------------------------------------------------------------------------------------------
const envSource = read('bff/src/env.ts');
// The settings are the keys of EnvSchema's object, one per line, whatever the formatter's indentation.
const schemaStart = envSource.indexOf('const EnvSchema = z');
const schemaBody = envSource.slice(schemaStart, envSource.indexOf('.superRefine(', schemaStart));
const serverVariables = new Set([...schemaBody.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
check(serverVariables.size > 30, `could not read the settings of bff/src/env.ts (found ${serverVariables.size})`);
/** Set by compose.yaml or the image, never by the operator's .env. */
const SET_BY_DEPLOYMENT = new Set(['MONGODB_URI', 'HOST', 'PORT', 'TRUST_PROXY', 'DATA_DIR']);
/** Only for development or tests: the demo's password, the providers' addresses replaced by local test servers, and the shorter periods tests wait through. */
const NOT_FOR_PRODUCTION = new Set(['DEMO_PASSWORD', 'SMS_API_URL', 'BOT_CHECK_VERIFY_URL', 'SCHEDULER_INTERVAL_SECONDS', 'API_KEY_WINDOW_SECONDS']);
/** Read by compose.yaml, not by the server. */
const COMPOSE_VARIABLES = new Set(['SITE_ADDRESS', 'BFF_DOCKERFILE', 'BFF_IMAGE_TAG']);
const SECRETS = /SECRET|_KEY$|TOKEN|PASSWORD|SMTP_URL/;

const example = new Map();
for (const [index, line] of read('deploy/.env.example').split('\n').entries()) {
  if (line.trim() === '' || line.startsWith('#')) continue;
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  check(match !== null, `.env.example line ${index + 1} is not NAME=value: ${line}`);
  if (!match) continue;
  check(!example.has(match[1]), `.env.example sets ${match[1]} twice`);
  example.set(match[1], match[2]);
}
for (const name of example.keys()) {
  check(serverVariables.has(name) || COMPOSE_VARIABLES.has(name), `.env.example sets ${name}, which is no setting of bff/src/env.ts or compose.yaml`);
  check(!SET_BY_DEPLOYMENT.has(name), `.env.example sets ${name}, which compose.yaml or the image sets`);
  if (SECRETS.test(name)) check(example.get(name) === '', `.env.example must leave the secret ${name} empty`);
}
for (const name of serverVariables) {
  if (!SET_BY_DEPLOYMENT.has(name) && !NOT_FOR_PRODUCTION.has(name)) check(example.has(name), `.env.example does not list ${name} (bff/src/env.ts)`);
}
check(example.get('DEMO_DATA') === 'off', '.env.example: a real deployment has DEMO_DATA=off');
check(/^https:\/\//.test(example.get('PUBLIC_URL') ?? ''), '.env.example: PUBLIC_URL must be https');
for (const [name, service] of servers) {
  for (const variable of Object.keys(service.environment ?? {}))
    check(serverVariables.has(variable), `compose.yaml: ${name} sets ${variable}, which is no setting of bff/src/env.ts`);
}

const builtEnv = path.join(ROOT, 'bff/dist/env.js');
if (existsSync(builtEnv)) {
  const { readEnv } = await import(pathToFileURL(builtEnv).href);
  const [, firstServer] = servers[0] ?? [];
  try {
    readEnv({ ...Object.fromEntries(example), ...firstServer?.environment });
    notices.push(".env.example with the compose environment passes the server's own validation (bff/dist/env.js)");
  } catch (error) {
    failures.push(`.env.example with the compose environment is refused by the server: ${error.message}`);
  }
} else {
  notices.push("bff/dist is not built: the server's validation of .env.example skipped (run npm run build)");
}

// --- Dockerfiles ---------------------------------------------------------------------------------------------
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
for (const needed of ['**/node_modules', '**/dist', '.git']) check(ignored.includes(needed), `.dockerignore must exclude ${needed}`);
const excluded = (source) =>
  ignored.some((pattern) => {
    if (pattern.startsWith('!')) return false;
    const plain = pattern.replace(/^\*\*\//, '');
    return source === plain || source.startsWith(`${plain}/`) || source.split('/').includes(plain);
  });

/** Instructions of a Dockerfile, continuation lines joined, comments left out. */
function instructionsOf(text) {
  const joined = text.replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function checkDockerfile(file, { user, command }) {
  const instructions = instructionsOf(read(file));
  const stages = [];
  const args = new Map();
  for (const instruction of instructions) {
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name, value] = instruction.args.split('=');
      args.set(name, value);
    }
    if (instruction.keyword === 'FROM') stages.push({ from: instruction.args, instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  check(stages.length >= 2, `${file}: not a multi-stage build`);
  const expand = (text) => text.replace(/\$\{(\w+)\}/g, (_, name) => args.get(name) ?? '');
  const nodeStages = stages.filter((stage) => /^node:/.test(expand(stage.from)));
  for (const stage of nodeStages) {
    const major = Number(/^node:(\d+)/.exec(expand(stage.from))?.[1]);
    check(major >= 24 && major % 2 === 0, `${file}: ${expand(stage.from)} is not a supported LTS line of Node`);
  }
  const last = stages.at(-1);
  const lastOf = (keyword) => last.instructions.filter((instruction) => instruction.keyword === keyword);
  const finalUser = lastOf('USER').at(-1)?.args;
  check(finalUser === user, `${file}: the last stage must run as ${user}, not ${finalUser ?? 'root'}`);
  const healthcheck = lastOf('HEALTHCHECK').at(-1)?.args ?? '';
  check(/\/v1\/ready/.test(healthcheck), `${file}: no HEALTHCHECK on /v1/ready`);
  check(lastOf('CMD').at(-1)?.args === command, `${file}: CMD must be ${command}`);
  check(
    lastOf('RUN').every((run) => !/npm (ci|install)/.test(run.args)),
    `${file}: the last stage must not install packages`,
  );
  const stageNames = new Map(stages.map((stage) => [/\bAS\s+(\S+)$/i.exec(stage.from)?.[1], stage]));
  const modules = lastOf('COPY').filter((copy) => /node_modules/.test(copy.args));
  check(modules.length > 0, `${file}: the last stage has no node_modules`);
  for (const copy of modules) {
    const from = /--from=(\S+)/.exec(copy.args)?.[1];
    const runs =
      stageNames
        .get(from)
        ?.instructions.filter((instruction) => instruction.keyword === 'RUN')
        .map((run) => run.args)
        .join(' ') ?? '';
    check(/npm ci\b.*--omit=dev/.test(runs), `${file}: node_modules of the last stage must come from an install with --omit=dev (${copy.args})`);
  }
  for (const stage of stages) {
    for (const copy of stage.instructions.filter((instruction) => instruction.keyword === 'COPY' && !/--from=/.test(instruction.args))) {
      const parts = copy.args.replace(/--\S+/g, '').trim().split(/\s+/);
      for (const source of parts.slice(0, -1)) {
        check(existsSync(path.join(ROOT, source)), `${file}: COPY ${source}: no such file in the repository`);
        check(!excluded(source), `${file}: COPY ${source}: excluded by .dockerignore`);
      }
    }
  }
}
// The Dockerfile linter of the Docker language server (`dockerfile-utils`), when installed: errors and warnings fail.
const lintFile =
  process.env.DOCKERFILE_UTILS ??
  (() => {
    try {
      return require.resolve('dockerfile-utils');
    } catch {
      return undefined;
    }
  })();
if (lintFile) {
  const { validate } = require(lintFile);
  for (const file of ['deploy/Dockerfile', 'deploy/Dockerfile.deno']) {
    for (const problem of validate(read(file))) failures.push(`${file}:${problem.range.start.line + 1}: ${problem.message} (dockerfile-utils)`);
  }
  notices.push('Dockerfiles linted with dockerfile-utils');
} else {
  (strict ? failures : notices).push('dockerfile-utils is not installed (or DOCKERFILE_UTILS=<its main file>): Dockerfile lint skipped');
}

checkDockerfile('deploy/Dockerfile', { user: 'node', command: '["node", "bff/dist/main.node.js"]' });
checkDockerfile('deploy/Dockerfile.deno', {
  user: 'deno',
  command: '["deno", "run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "--conditions=source", "bff/src/main.deno.ts"]',
});
const denoTask = JSON.parse(read('deno.json')).tasks.start;
check(
  denoTask.endsWith('--allow-net --allow-env --allow-read --allow-write --allow-sys --conditions=source bff/src/main.deno.ts'),
  "Dockerfile.deno must run the server as deno.json's start task does",
);

for (const notice of notices) console.info(`note: ${notice}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  process.exit(1);
}
console.info('deploy: every check passed');
