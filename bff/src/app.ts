import { Hono } from 'hono';
import { CATALOGS, LANGUAGES, RESOURCES, type Language, type Resource } from '@binome/schema';

/**
 * The HTTP application, runtime-neutral (Web Request and Response only): main.node.ts serves it on Node.
 * For now it answers what exists: health, the resource registry and the translation catalogs. The resource
 * routes generated from the registry come next.
 */
export function createApp(): Hono {
  const app = new Hono().basePath('/v1');

  app.get('/health', (context) => context.json({ status: 'ok' }));

  // The client-safe part of the registry: what the apps need to build menus and links.
  app.get('/resources', (context) =>
    context.json(
      (RESOURCES as readonly Resource[]).map(({ name, apiName, staffPath, menuGroup, icon, entity }) => ({
        name,
        apiName,
        staffPath,
        menuGroup,
        icon,
        labelKey: entity.labelKey,
      })),
    ),
  );

  app.get('/i18n/:language', (context) => {
    const language = context.req.param('language');
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      return context.json({ code: 'notFound', message: 'errors.notFound' }, 404);
    }
    return context.json(CATALOGS[language as Language]);
  });

  app.notFound((context) => context.json({ code: 'notFound', message: 'errors.notFound' }, 404));
  return app;
}
