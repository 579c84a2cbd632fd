#!/usr/bin/env node
// Part of the server's build: the files it serves as they are, put in bff/static/ (not committed). The API
// reference's script is Scalar's self-contained browser bundle, copied from the development dependency at build
// time, so the production image carries one 4 MB file instead of Scalar's Vue application and what it pulls in
// (about 230 MB). Both the built server (dist/) and the sources Deno runs (src/) read it from there.
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const target = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'static');
// The package's `exports` do not list its browser bundle: found beside its entry point.
const scalar = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

await mkdir(target, { recursive: true });
await copyFile(scalar, path.join(target, 'api-reference.js'));
