import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiDocument, serialiseDocument } from './document.ts';

// `npm run openapi -w @binome/bff` writes bff/openapi.json, the published document partners read.
const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
await writeFile(target, serialiseDocument(openApiDocument()));
console.info(`Wrote ${target}`);
