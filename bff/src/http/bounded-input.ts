import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { markBlankBody } from './no-content.ts';
import { problems } from './problems.ts';
import { hasNoBody } from './bodyless-methods.ts';

/**
 * The most a request may hold, checked before any validator or handler works on it: validation, access checks and
 * error answers then only ever see inputs of a bounded size. Well above any form of the product.
 */
export const INPUT_BOUNDS = {
  /** Nesting of objects and lists in a body (the deepest form goes four levels down). */
  depth: 16,
  /** Keys and list items in a whole body. */
  entries: 5_000,
  /** Items in one list (the longest list a descriptor allows has 110). */
  listItems: 1_000,
  /** Characters of a key, in a body or a query. */
  keyLength: 200,
  /** Characters of a text value (the longest a rule allows is 5,000). */
  textLength: 20_000,
  /** Query parameters, repeats included (a filter repeats at most 100 times). */
  queryParameters: 300,
} as const;

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Refuses a body or a query beyond `INPUT_BOUNDS` on every route: a body with a 413, a query with a 400. A body that
 * is not valid JSON goes on untouched, for the route's validator to answer as before.
 */
export const boundInput: MiddlewareHandler<AppEnv> = async (context, next) => {
  if (tooManyParameters(context.req.url)) throw problems.badQuery(undefined);
  if (!hasNoBody(context.req.method) && context.req.raw.body && JSON_TYPE.test(context.req.header('content-type') ?? '')) {
    // Hono keeps the body's text, so validators and handlers read it again without another read of the stream.
    const text = await context.req.text();
    markBlankBody(context, text);
    if (exceedsBounds(parsedOrUndefined(text))) throw problems.payloadTooLarge();
  }
  await next();
};

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function tooManyParameters(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  let count = 0;
  for (const [key] of new URLSearchParams(url.slice(start + 1))) {
    count += 1;
    if (count > INPUT_BOUNDS.queryParameters || key.length > INPUT_BOUNDS.keyLength) return true;
  }
  return false;
}

/** Walks the parsed body with a stack of its own, so that no nesting can overflow the call stack. */
export function exceedsBounds(body: unknown): boolean {
  let entries = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { value, depth } = entry;
    if (typeof value === 'string') {
      if (value.length > INPUT_BOUNDS.textLength) return true;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= INPUT_BOUNDS.depth) return true;
    if (Array.isArray(value)) {
      entries += value.length;
      if (value.length > INPUT_BOUNDS.listItems || entries > INPUT_BOUNDS.entries) return true;
      for (const item of value as unknown[]) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    entries += keys.length;
    if (entries > INPUT_BOUNDS.entries) return true;
    for (const key of keys) {
      if (key.length > INPUT_BOUNDS.keyLength) return true;
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return false;
}
