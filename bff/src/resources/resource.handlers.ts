import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, type Language, type Resource } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type OperationContext } from './operations.ts';
import { toListQuery, type RawQuery } from './list-query.ts';
import { resourceRoutes } from './resource.routes.ts';
import { etagOf, parseIfMatch } from './revisions.ts';
import { exportCsv } from '../export/csv-export.ts';
import { readableOnEveryRecord } from './access.ts';
import { deliverSoon } from '../messaging/invitation-delivery.ts';
import { withLabels, type LabelReader } from './reference-labels.ts';
import { labelSourcesOf } from './label-sources.ts';
import { requestLanguage } from '../http/request-language.ts';
import { sendVerification } from '../auth/email-verification.ts';

/** Registers the generated routes of one resource. Nothing here is specific to a resource. */
export function registerResourceRoutes(app: OpenAPIHono<AppEnv>, resource: Resource): void {
  const routes = resourceRoutes(resource);
  const { entity } = resource;

  // Registered before `/{id}`, so that `export.csv` is never read as an id.
  app.openapi(routes.export, async (context) => {
    const { lang, ...query } = context.req.valid('query') as RawQuery & { lang?: Language };
    const operation = operationContext(context);
    const readable = readableOnEveryRecord(operation.signedIn.ability, 'export', entity);
    const stream = exportCsv(operation, entity, toListQuery(entity, query, { paginate: false, readable }), lang ?? DEFAULT_LANGUAGE);
    return context.body(stream, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${resource.apiName}.csv"`,
      'cache-control': 'no-store',
    });
  });

  app.openapi(routes.list, async (context) => {
    const operation = operationContext(context);
    const readable = readableOnEveryRecord(operation.signedIn.ability, 'read', entity);
    const query = toListQuery(entity, context.req.valid('query') as RawQuery, { paginate: true, readable });
    // Taken before the page is read: the rows' own labels composed from it are kept only if no write came since.
    const generation = labelSourcesOf(operation.store)?.generationOf(entity.collection);
    const { records, revisions, total } = await listRecords(operation, entity, query);
    context.header('x-total-count', String(total));
    const labelled = await withLabels(labelReader(context, operation), entity, records, { revisions, generation });
    // Each row's revision, so that a change made from a list row is as conditional as one made from its page.
    return context.json(
      labelled.map((row, index) => ({ ...row, _etag: etagOf(revisions[index]!) })),
      200,
    );
  });

  app.openapi(routes.get, async (context) => {
    const operation = operationContext(context);
    const { record, revision } = await getRecord(operation, entity, context.req.valid('param').id);
    const [labelled] = await withLabels(labelReader(context, operation), entity, [record]);
    context.header('etag', etagOf(revision));
    return context.json({ ...labelled!, _etag: etagOf(revision) }, 200);
  });

  if (routes.create) {
    app.openapi(routes.create, async (context) => {
      const { record, warning, revision } = await createRecord(operationContext(context), entity, (await context.req.json()) as Record<string, unknown>);
      context.header('etag', etagOf(revision));
      if (warning) context.header('x-warning', warning);
      return context.json(record, 201);
    });
  }
  if (routes.update) {
    app.openapi(routes.update, async (context) => {
      const condition = { ifMatch: parseIfMatch(context.req.valid('header')['if-match']) };
      const { record, warning, revision, emailVerificationSent } = await updateRecord(
        operationContext(context),
        entity,
        context.req.valid('param').id,
        (await context.req.json()) as Record<string, unknown>,
        condition,
      );
      context.header('etag', etagOf(revision));
      if (warning) context.header('x-warning', warning);
      // The screen tells the person to open the link sent to their new address.
      if (emailVerificationSent) context.header('x-email-verification-sent', 'true');
      return context.json(record, 200);
    });
  }
  if (routes.delete) {
    app.openapi(routes.delete, async (context) => {
      const condition = { ifMatch: parseIfMatch(context.req.valid('header')['if-match']) };
      return context.json(await deleteRecord(operationContext(context), entity, context.req.valid('param').id, condition), 200);
    });
  }
}

/** Labels are in the request's language and within the reader's rights. */
function labelReader(context: Context<AppEnv>, operation: OperationContext): LabelReader {
  return { store: operation.store, ability: operation.signedIn.ability, language: requestLanguage(context) };
}

export function operationContext(context: Context<AppEnv>): OperationContext {
  const deps = context.get('deps');
  return {
    store: deps.store,
    signedIn: signedInOf(context),
    now: deps.now(),
    requestId: context.get('requestId'),
    sendInvitation: (userId) => deliverSoon(deps, userId),
    sendEmailVerification: (document) => sendVerification(context, document),
    deps,
  };
}
