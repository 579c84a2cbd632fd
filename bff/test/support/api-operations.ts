import { openApiDocument } from '../../src/openapi/document.ts';

export interface ApiOperation {
  method: string;
  /** The path as the OpenAPI document writes it, without `/v1` (`/users/{id}/temporary-password`). */
  template: string;
  /** A callable path, `/v1` and plausible path parameters included. */
  path: string;
  /** Public: the document asks for no session. */
  isPublic: boolean;
}

interface DocumentedParameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { enum?: unknown[]; example?: unknown };
}

interface DocumentedOperation {
  parameters?: DocumentedParameter[];
  security?: unknown[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the app's OpenAPI document, path parameters filled from their enumeration or example. */
export function apiOperations(): ApiOperation[] {
  const document = openApiDocument() as { paths: Record<string, Record<string, DocumentedOperation>> };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        path: `/v1${fillPath(template, operation.parameters ?? [])}`,
        isPublic: !operation.security || operation.security.length === 0,
      })),
  );
}

function fillPath(template: string, parameters: readonly DocumentedParameter[]): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = parameter?.schema?.enum?.[0] ?? parameter?.schema?.example ?? parameter?.example ?? 'a1b2c3';
    return encodeURIComponent(String(value));
  });
}
