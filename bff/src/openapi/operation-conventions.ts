import type { OpenAPIHono } from '@hono/zod-openapi';
import { RESOURCES, type MenuGroup, type Resource } from '@binome/schema';
import { isPublic } from '../http/public-paths.ts';
import { isLimitedPerAddress } from '../auth/address-limit.ts';
import { documentPartnerRate, documentRetryAfter, RATE_LIMITED_PER_ADDRESS, registerRateLimitHeaders } from './rate-limit-headers.ts';
import { OPERATION_NAMES } from './operation-names.ts';
import { documentNoContent } from './no-content-answer.ts';

/**
 * What every operation of the document carries whoever wrote its route: a stable `operationId` (the hand-written
 * ones from `OPERATION_NAMES`), `security: []` on the public ones, so that generated clients and linters never
 * guess that a public route needs a session, the 429 and rate headers of the limits that apply to it, and the 400
 * with 2004 of a route that refuses an empty body.
 */
export function applyOperationConventions(api: OpenAPIHono<never> | { openAPIRegistry: OpenAPIHono['openAPIRegistry'] }): void {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as {
      method: string;
      path: string;
      operationId?: string;
      security?: Record<string, unknown>[];
      responses: Record<string, unknown>;
    };
    route.operationId ??= OPERATION_NAMES[`${route.method.toUpperCase()} ${route.path}`];
    if (route.security === undefined && isPublic(`/v1${route.path}`)) route.security = [];
    if (isLimitedPerAddress(`/v1${route.path}`)) route.responses['429'] ??= RATE_LIMITED_PER_ADDRESS;
    // A partner key reaches the routes that name its scheme (`partner-calls.ts` counts and refuses the others).
    if (route.security?.some((requirement) => 'apiKey' in requirement)) documentPartnerRate(route.responses as Parameters<typeof documentPartnerRate>[0]);
    documentRetryAfter(route.responses as Parameters<typeof documentRetryAfter>[0]);
    documentNoContent(route);
  }
  registerRateLimitHeaders(api.openAPIRegistry);
}

/** The staff menu's groups, as the document's tag groups (English labels, as in the staff app's `en` catalogue). */
const GROUP_LABELS: Record<MenuGroup | 'reference' | 'account' | 'security' | 'home', string> = {
  home: 'Home',
  manage: 'Manage',
  tutoring: 'Tutoring',
  setup: 'Setup',
  profile: 'Profiles and roles',
  reference: 'Reference lists',
  account: 'Sign-in and account',
  security: 'Support and security',
};

/** The tags of the hand-written features that are not a resource of the registry, by menu group. */
const FEATURE_TAGS: Record<string, keyof typeof GROUP_LABELS> = {
  Dashboard: 'home',
  statistics: 'home',
  reports: 'tutoring',
  onboarding: 'tutoring',
  training: 'tutoring',
  Platform: 'account',
  'Sign-in': 'account',
  Registration: 'account',
  Passwords: 'account',
  'Partner API keys': 'security',
  Privacy: 'security',
  Audit: 'security',
  children: 'account',
  places: 'reference',
};

const groupOf = (resource: Resource): keyof typeof GROUP_LABELS => resource.menuGroup ?? 'reference';

/** The document's `tags` (each described) and `x-tagGroups`: a partner finds an operation where staff find its screen. */
export function documentTags(): { tags: { name: string; description: string }[]; 'x-tagGroups': { name: string; tags: string[] }[] } {
  const entries: [string, keyof typeof GROUP_LABELS, string][] = [
    ...(RESOURCES as readonly Resource[]).map((resource): [string, keyof typeof GROUP_LABELS, string] => [
      resource.name,
      groupOf(resource),
      `The \`${resource.apiName}\` records (\`/v1/${resource.apiName}\`) and their actions.`,
    ]),
    ...Object.entries(FEATURE_TAGS).map(([name, group]): [string, keyof typeof GROUP_LABELS, string] => [
      name,
      group,
      `${name}: the routes of this part of ${GROUP_LABELS[group]}.`,
    ]),
  ];
  const groups = (Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]).map((group) => ({
    name: GROUP_LABELS[group],
    tags: entries.filter(([, of]) => of === group).map(([name]) => name),
  }));
  return {
    tags: entries.map(([name, , description]) => ({ name, description })),
    'x-tagGroups': groups.filter((group) => group.tags.length > 0),
  };
}
