import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CATALOGS, LANGUAGES, RESOURCES, type Resource } from '@binome/schema';
import type { AppEnv } from './context.ts';
import { errorResponses } from './openapi-common.ts';
import { problems } from './problems.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Platform'],
  summary: 'Alive',
  responses: { 200: { description: 'The server answers', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } } },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Platform'],
  summary: 'Ready: the store has loaded everything and answers',
  description: 'Answers 503 while the embedded store is still loading its files after a start (the server already listens), or when MongoDB does not answer.',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: z.object({ status: z.literal('ready'), store: z.enum(['embedded', 'mongo']) }) } } },
    ...errorResponses(503),
  },
});

const resourcesRoute = createRoute({
  method: 'get',
  path: '/resources',
  tags: ['Platform'],
  summary: 'The resource registry, client-safe part',
  responses: {
    200: {
      description: 'Resources',
      content: {
        'application/json': {
          schema: z.array(
            z.object({
              name: z.string(),
              apiName: z.string(),
              staffPath: z.string().optional(),
              menuGroup: z.string().optional(),
              icon: z.string().optional(),
              labelKey: z.string(),
            }),
          ),
        },
      },
    },
  },
});

/** A translation catalog: texts by key, keys nested by area. */
const CatalogSchema: z.ZodType = z.lazy(() => z.record(z.string(), z.union([z.string(), CatalogSchema]))).openapi('TranslationCatalog');

const catalogRoute = createRoute({
  method: 'get',
  path: '/i18n/{language}',
  tags: ['Platform'],
  summary: 'A translation catalog',
  request: {
    params: z.object({
      language: z
        .string()
        .max(5)
        .openapi({
          param: { name: 'language', in: 'path' },
          example: 'fr',
          enum: [...LANGUAGES],
          description: 'Another language is a 404 (there is no such catalog), not a 400.',
        }),
    }),
  },
  responses: { 200: { description: 'Nested catalog', content: { 'application/json': { schema: CatalogSchema } } }, ...errorResponses(404) },
});

export function registerPlatformRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(healthRoute, (context) => context.json({ status: 'ok' as const }, 200));
  app.openapi(readyRoute, async (context) => {
    const { store } = context.get('deps');
    if (!(await store.ready().catch(() => false))) throw problems.unavailable();
    return context.json({ status: 'ready' as const, store: store.kind }, 200);
  });
  app.openapi(resourcesRoute, (context) =>
    context.json(
      (RESOURCES as readonly Resource[]).map(({ name, apiName, staffPath, menuGroup, icon, entity }) => ({
        name,
        apiName,
        staffPath,
        menuGroup,
        icon,
        labelKey: entity.labelKey,
      })),
      200,
    ),
  );
  app.openapi(catalogRoute, (context) => {
    const language = context.req.valid('param').language;
    if (!(LANGUAGES as readonly string[]).includes(language)) throw problems.notFound();
    return context.json(CATALOGS[language as (typeof LANGUAGES)[number]] as Record<string, unknown>, 200);
  });
}
