import { TrieRouter } from 'hono/router/trie-router';
import { RESOURCES, type Resource } from '@binome/schema';
import { resourceRoutes } from './resource.routes.ts';

/** Where the API is mounted (`createApp`): request paths seen by its middleware start with it. */
const API_BASE = '/v1';

/**
 * The generated resource routes, method and path, exactly as registered: the only routes a partner key may
 * reach. Built from the same route definitions as the API, so a route added to a resource is matched here too, and
 * anything else under a resource's name (`/users/{id}/temporary-password`) is not.
 */
const router = new TrieRouter<true>();
for (const resource of RESOURCES as readonly Resource[]) {
  for (const route of Object.values(resourceRoutes(resource))) {
    if (route) router.add(route.method.toUpperCase(), `${API_BASE}${route.path.replace(/\{(\w+)\}/g, ':$1')}`, true);
  }
}

/**
 * Feature routes registered before the generic ones whose path a resource route's pattern also fits
 * (`GET /matching/candidates` looks like `GET /matching/{id}`): they are not resource routes. The features declare
 * them and app.ts hands them over (registerRoutesBeforeResources); this generic layer names no feature.
 */
let shadowing: ReadonlySet<string> = new Set();

export function registerRoutesBeforeResources(routes: readonly { method: string; path: string }[]): void {
  shadowing = new Set(routes.map((route) => `${route.method.toUpperCase()} ${API_BASE}${route.path}`));
}

export function isResourceRoute(method: string, path: string): boolean {
  if (shadowing.has(`${method === 'HEAD' ? 'GET' : method} ${path}`)) return false;
  // Hono answers HEAD with the GET route.
  const [matches] = router.match(method === 'HEAD' ? 'GET' : method, path);
  return matches.length > 0;
}
