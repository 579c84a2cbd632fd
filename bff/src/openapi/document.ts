import { createApi, OPENAPI_INFO } from '../app.ts';
import type { AppDependencies } from '../http/context.ts';
import { readEnv } from '../env.ts';

/**
 * The OpenAPI document, built from the routes alone: no store is opened (the dependencies are only used by
 * handlers, which never run here).
 */
export function openApiDocument(): Record<string, unknown> {
  const api = createApi({ env: readEnv({}) } as AppDependencies);
  return api.getOpenAPI31Document(OPENAPI_INFO) as unknown as Record<string, unknown>;
}

export function serialiseDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
