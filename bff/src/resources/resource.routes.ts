import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, LANGUAGES, VALIDATION_MESSAGES, type Resource } from '@binome/schema';
import { errorResponses, totalCountHeader, withOpenApi } from '../http/openapi-common.ts';
import { listQuerySchema } from './list-query.ts';
import { recordSchemaOf } from './record-schema.ts';
import { IF_MATCH_PATTERN } from './revisions.ts';

/**
 * The OpenAPI routes of one resource, generated from its descriptor: list (and get many), CSV export, get one,
 * create, update (PATCH) and delete. Read-only resources get the first three; views over several roles cannot
 * create (the role would be unknown).
 */
export function resourceRoutes(resource: Resource) {
  const { entity, apiName } = resource;
  const names = schemaNames(resource.name);
  const record = recordSchemaOf(resource);
  const tags = [resource.name];
  // A partner key reaches the generated routes only (its scopes name resources), never the hand-written ones.
  const security: Record<string, string[]>[] = [{ session: [] }, { apiKey: [] }];
  const ids = operationNames(resource.name);
  const idParams = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
  const body = (schema: z.ZodType, description: string) => ({ required: true, description, content: { 'application/json': { schema } } });
  const etagHeader = {
    etag: { description: 'The revision of the record (a strong entity tag), to send back in `If-Match` with a change.', schema: { type: 'string' as const } },
  };
  const ifMatch = z.object({
    'if-match': z.string().regex(IF_MATCH_PATTERN, { error: VALIDATION_MESSAGES.invalid }).optional().openapi({
      description:
        'The `ETag` of the record as the client read it (or a list of them): if the record changed since, the write is refused with 409 `editConflict`. Without the header, the last write wins (clients that never read revisions). `*` matches any current revision (RFC 9110, 13.1.1): the write proceeds if the record exists, 404 otherwise. A malformed value is a 400 (`validation.invalid` on `if-match`).',
      example: '"0c8f5d3e-9b7a-4f51-8a2e-1d6c7b9e4f20"',
    }),
  });
  const warningHeader = {
    'x-warning': {
      description: 'An i18n key the screen shows as a warning (same first and last name as another record).',
      schema: { type: 'string' as const },
    },
  };
  const verificationHeader = {
    'x-email-verification-sent': {
      description: 'Set to `true` when a person changed the e-mail of their own record: it is unverified until they open the link just sent to it.',
      schema: { type: 'string' as const },
    },
  };
  const writable = !entity.readOnly;
  const creatable = writable && !entity.fixedRecords && (entity.collection !== 'users' || entity.roles?.length === 1);
  const deletable = writable && !entity.fixedRecords;

  return {
    list: createRoute({
      method: 'get',
      path: `/${apiName}`,
      operationId: ids.list,
      tags,
      security,
      summary: `List ${resource.name}`,
      description: 'Refine simple-rest conventions: `_start`, `_end`, `_sort`, `_order`, filters, `q`; `?id=a&id=b` gets many. Unknown parameters are refused.',
      request: { query: listQuerySchema(entity) },
      responses: {
        200: {
          description: 'One page of records',
          headers: totalCountHeader('Rows matching the filters, all pages.'),
          content: { 'application/json': { schema: z.array(record) } },
        },
        ...errorResponses(400, 401, 403),
      },
    }),
    export: createRoute({
      method: 'get',
      path: `/${apiName}/export.csv`,
      operationId: ids.export,
      tags,
      security,
      summary: `Export ${resource.name} as CSV`,
      description: 'The same filters as the list, every page, only the fields the user may read; UTF-8 with BOM, `;`-separated, translated headers.',
      request: { query: listQuerySchema(entity).extend({ lang: z.enum(LANGUAGES).optional().openapi({ description: 'Header language (default fr).' }) }) },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    get: createRoute({
      method: 'get',
      path: `/${apiName}/{id}`,
      operationId: ids.get,
      tags,
      security,
      summary: `Get one of ${resource.name}`,
      request: { params: idParams },
      responses: {
        200: { description: 'The record', headers: etagHeader, content: { 'application/json': { schema: record } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    ...(creatable && {
      create: createRoute({
        method: 'post',
        path: `/${apiName}`,
        operationId: ids.create,
        tags,
        security,
        summary: `Create one of ${resource.name}`,
        request: { body: body(withOpenApi(entity.schemas.create, names.create), 'The new record') },
        responses: {
          201: { description: 'Created', headers: { ...etagHeader, ...warningHeader }, content: { 'application/json': { schema: record } } },
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      }),
    }),
    ...(writable && {
      update: createRoute({
        method: 'patch',
        path: `/${apiName}/{id}`,
        operationId: ids.update,
        tags,
        security,
        summary: `Update one of ${resource.name}`,
        description:
          'Only the fields sent change; `null` clears an optional field. The whole record is checked again. With `If-Match`, a record changed since the client read it is left as it is (409 `editConflict`).',
        request: { params: idParams, headers: ifMatch, body: body(withOpenApi(entity.schemas.update, names.update), 'The fields to change') },
        responses: {
          200: {
            description: 'Updated',
            headers: { ...etagHeader, ...warningHeader, ...verificationHeader },
            content: { 'application/json': { schema: record } },
          },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      }),
    }),
    ...(deletable && {
      delete: createRoute({
        method: 'delete',
        path: `/${apiName}/{id}`,
        operationId: ids.delete,
        tags,
        security,
        summary: `Delete one of ${resource.name}`,
        description: 'With `If-Match`, a record changed since the client read it is kept (409 `editConflict`).',
        request: { params: idParams, headers: ifMatch },
        responses: {
          200: { description: 'Deleted; the record as it was', content: { 'application/json': { schema: record } } },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    }),
  };
}

/** `listTutors`, `getTutor`, `createTutor`, `updateTutor`, `deleteTutor`, `exportTutorsCsv`, `inviteTutor`: stable, never renamed. */
export function operationNames(name: string) {
  const plural = name.charAt(0).toUpperCase() + name.slice(1);
  const one = singular(plural);
  return {
    list: `list${plural}`,
    export: `export${plural}Csv`,
    get: `get${one}`,
    create: `create${one}`,
    update: `update${one}`,
    delete: `delete${one}`,
    invite: `invite${one}`,
  };
}

/** The registry's names are English plurals (and a few words without one: `vsc`, `matching`). */
function singular(plural: string): string {
  if (plural.endsWith('Children')) return `${plural.slice(0, -8)}Child`;
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (plural.endsWith('sses')) return plural.slice(0, -2);
  if (plural.endsWith('s')) return plural.slice(0, -1);
  return plural;
}

function schemaNames(name: string) {
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return { create: `${pascal}Create`, update: `${pascal}Update` };
}
