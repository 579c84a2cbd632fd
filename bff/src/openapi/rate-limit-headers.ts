import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorSchema } from '../http/openapi-common.ts';

type Registry = OpenAPIHono['openAPIRegistry'];
type Responses = Record<string, { headers?: Record<string, unknown> } | undefined>;

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * The rate headers, declared once in `components.headers`: the IETF draft's `RateLimit` and `RateLimit-Policy`
 * (as `hono-rate-limiter` writes them, draft 7) on a partner key's every answer, and `Retry-After` on a 429.
 */
export function registerRateLimitHeaders(registry: Registry): void {
  registry.registerComponent('headers', 'RateLimit', {
    description:
      "Sent to partner keys only: what is left of the key's rate in this window, `limit=<calls>, remaining=<calls>, reset=<seconds>` (IETF RateLimit header fields, draft 7).",
    schema: { type: 'string', pattern: '^limit=\\d+, remaining=\\d+, reset=\\d+$', example: 'limit=120, remaining=117, reset=42' },
  });
  registry.registerComponent('headers', 'RateLimit-Policy', {
    description: "Sent to partner keys only: the key's rate, `<calls>;w=<seconds>` (`API_KEY_LIMIT_PER_MINUTE` calls a minute; 120 by default).",
    schema: { type: 'string', pattern: '^\\d+;w=\\d+$', example: '120;w=60' },
  });
  registry.registerComponent('headers', 'Retry-After', {
    description:
      'Seconds to wait before calling again: until the window resets (429), or until the password checks in progress are done (503, when that is the cause).',
    schema: { type: 'integer', minimum: 0 },
  });
}

/** What a route reached with a partner key documents: the rate headers on its answers, and its 429. */
export function documentPartnerRate(responses: Responses): void {
  const rateHeaders = { RateLimit: ref('RateLimit'), 'RateLimit-Policy': ref('RateLimit-Policy') };
  // On every answer the key gets, refusals included; a key that is not known (401) is not counted.
  for (const [status, response] of Object.entries(responses)) {
    if (response && status !== '401') responses[status] = { ...response, headers: { ...response.headers, ...rateHeaders } };
  }
  responses['429'] = {
    description: '`rateLimited`: this partner key has spent its calls for the window; come back after `Retry-After`',
    headers: { 'Retry-After': ref('Retry-After'), ...rateHeaders },
    content: { 'application/json': { schema: ErrorSchema } },
  } as Responses[string];
}

/** Every 429 of the API says when to come back, and so does a 503 when the server knows (password checks busy). */
export function documentRetryAfter(responses: Responses): void {
  for (const status of ['429', '503']) {
    const response = responses[status];
    if (response && !response.headers?.['Retry-After'])
      responses[status] = { ...response, headers: { 'Retry-After': ref('Retry-After'), ...response.headers } };
  }
}

/** The answer of the per-address limit on public routes (`address-limit.ts`). */
export const RATE_LIMITED_PER_ADDRESS = {
  description: '`rateLimited`: too many requests from this address; come back after `Retry-After`',
  headers: { 'Retry-After': ref('Retry-After') },
  content: { 'application/json': { schema: ErrorSchema } },
};
