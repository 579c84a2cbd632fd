#!/usr/bin/env node
// Before `npm start` and `npm test`: one plain sentence when this Node is older than the root package.json's
// `engines` (what the dependencies need), instead of a failure deep in a tool. No dependency: it must run before
// `npm ci` and on any Node, so the range is read by hand; it accepts only `^x.y.z` and `>=x.y.z` joined by `||`, the
// form `engines` keeps (a test compares this reading with the `semver` package's).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

export function satisfies(version, range) {
  const current = parse(version);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!match) throw new Error(`engines.node: "${part.trim()}" is not of the form ^x.y.z or >=x.y.z`);
    const floor = parse(match[2]);
    return compare(current, floor) >= 0 && (match[1] === '>=' || current[0] === floor[0]);
  });
}

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!satisfies(process.versions.node, range)) {
    const wanted = /(\d+)\.\d+\.\d+\s*$/.exec(range)?.[1] ?? range;
    console.error(
      `Binôme needs Node ${range} (this is Node ${process.versions.node}). Get it from the npm registry's \`node\` package: ` +
        `\`npm install --prefix ~/.node-${wanted} node@${wanted}\`, then put \`~/.node-${wanted}/node_modules/.bin\` first on your PATH ` +
        `(or run one command with it: \`npx -p node@${wanted} -- npm ci\`).`,
    );
    process.exit(1);
  }
}
