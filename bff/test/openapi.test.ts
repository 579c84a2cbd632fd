import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '@binome/schema';
import { openApiDocument, serialiseDocument } from '../src/openapi/document.ts';

const COMMITTED = new URL('../openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  const document = openApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { security?: unknown; requestBody?: { required?: boolean }; responses: Record<string, unknown> }>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };

  it('is OpenAPI 3.1 with the session security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'secure-access-token' });
  });

  it('documents every resource of the registry, with its list, export and record routes', () => {
    for (const resource of RESOURCES as readonly Resource[]) {
      expect(Object.keys(document.paths[`/${resource.apiName}`] ?? {}), resource.name).toContain('get');
      expect(document.paths[`/${resource.apiName}/export.csv`]?.get, resource.name).toBeDefined();
      expect(document.paths[`/${resource.apiName}/{id}`]?.get, resource.name).toBeDefined();
      expect(document.components.schemas[resource.name.charAt(0).toUpperCase() + resource.name.slice(1)], resource.name).toBeDefined();
    }
  });

  it('marks every request body as required, and every write route with its error responses', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody) expect(operation.requestBody.required, `${method} ${path}`).toBe(true);
        if (method === 'post' && operation.requestBody)
          expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413', '415']));
      }
    }
  });

  it('is committed as bff/openapi.json and up to date (run `npm run openapi` after changing routes or schemas)', async () => {
    const fresh = serialiseDocument(document);
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(COMMITTED, fresh);
    const committed = await readFile(COMMITTED, 'utf8').catch(() => '');
    expect(committed === fresh, 'bff/openapi.json is stale: run `npm run openapi`').toBe(true);
  });
});
