import type { z } from 'zod';
import { ErrorSchema } from '../http/openapi-common.ts';
import { NO_CONTENT_CODE, refusesEmptyBody } from '../http/no-content.ts';

const NO_CONTENT_SENTENCE = `; or \`${NO_CONTENT_CODE}\` (\`errors.noContent\`): the body is empty or \`{}\`, nothing to write`;

interface DocumentedRoute {
  method: string;
  request?: { body?: { content?: Record<string, { schema?: unknown }> } };
  responses: Record<string, unknown>;
}

/**
 * The 400 of a route that refuses an empty body says so, with the catalogue's code: the same test as the server's
 * (`refusesEmptyBody`), so the document lists 2004 exactly where it can be sent.
 */
export function documentNoContent(route: DocumentedRoute): void {
  const schema = route.request?.body?.content?.['application/json']?.schema as z.ZodType | undefined;
  if (!schema || !refusesEmptyBody(route.method, schema)) return;
  const existing = route.responses['400'] as { description?: string } | undefined;
  // Hand-written routes are module constants, documented again by every document built in the same process.
  if (existing?.description?.endsWith(NO_CONTENT_SENTENCE)) return;
  route.responses['400'] = {
    ...existing,
    description: `${existing?.description ?? 'Invalid input'}${NO_CONTENT_SENTENCE}`,
    content: { 'application/json': { schema: ErrorSchema } },
  };
}
