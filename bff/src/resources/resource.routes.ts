import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, LANGUAGES, VALIDATION_MESSAGES, type Resource } from '@binome/schema';
import { errorResponses, withOpenApi } from '../http/openapi-common.ts';
import { listQuerySchema } from './list-query.ts';
import { IF_MATCH_ANY, IF_MATCH_PATTERN } from './revisions.ts';

/**
 * The OpenAPI routes of one resource, generated from its descriptor: list (and get many), CSV export, get one,
 * create, update (PATCH) and delete. Read-only resources get the first three; views over several roles cannot
 * create (the role would be unknown).
 */
/**
 * What list and get answers add to each record for its presentation and its revision (the other answers leave them out). They are
 * never accepted in a request body: the create and update schemas refuse unknown keys.
 */
const LABEL_FIELDS = {
  _etag: z.string().optional().openapi({
    description: "The record's revision, the same strong entity tag as a read's `ETag` header: send it back in `If-Match` when changing or deleting the record from a list, so that a change made since is not silently undone.",
    example: '"0c8f5d3e-9b7a-4f51-8a2e-1d6c7b9e4f20"',
  }),
  _label: z.string().nullable().optional().openapi({
    description: "The record's title as its descriptor defines it (a person's full name; a session's Paris date and time and its participants), in the request's language (`Accept-Language`, French by default); `null` when the reader may read none of the fields it is made of.",
    example: 'Juliette Lopez',
  }),
  _detail: z.string().optional().openapi({
    description: 'A second line that tells similar records apart (program and level or school; e-mail for staff), from the fields the reader may read.',
    example: 'Classes à domicile en présentiel · 6ème',
  }),
  _labels: z
    .record(z.string(), z.record(z.string(), z.string().nullable()))
    .optional()
    .openapi({
      description: "The title of each record this one references, by resource and id (`system`, the author of seeded data, included). `null` when the reader may not read the referenced record or the fields its title reads: screens show a neutral 'not accessible', never the id.",
      example: { tutors: { 'demo-tutor-8': 'Juliette Lopez' }, students: { 'demo-student-1': null }, users: { system: 'Système' } },
    }),
};

export function resourceRoutes(resource: Resource) {
  const { entity, apiName } = resource;
  const names = schemaNames(resource.name);
  const record = withOpenApi(entity.schemas.response.extend({ id: z.string(), ...LABEL_FIELDS }), names.record);
  const tags = [resource.name];
  const security = [{ session: [] }];
  const idParams = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
  const body = (schema: z.ZodType, description: string) => ({ required: true, description, content: { 'application/json': { schema } } });
  const etagHeader = { etag: { description: 'The revision of the record (a strong entity tag), to send back in `If-Match` with a change.', schema: { type: 'string' as const } } };
  const ifMatch = z.object({
    'if-match': z
      .string()
      // `*` first, with a message of its own; then nothing else is checked.
      .refine((value) => !IF_MATCH_ANY.test(value), { error: VALIDATION_MESSAGES.revisionRequired, abort: true })
      .regex(IF_MATCH_PATTERN, { error: VALIDATION_MESSAGES.invalid })
      .optional()
      .openapi({
        description:
          'The `ETag` of the record as the client read it (or a list of them): if the record changed since, the write is refused with 409 `editConflict`. Without the header, the last write wins (clients that never read revisions). `*` is not a revision and is refused with 400 `validation` (detail `validation.revisionRequired` on `if-match`); a malformed value is a 400 too (`validation.invalid`).',
        example: '"0c8f5d3e-9b7a-4f51-8a2e-1d6c7b9e4f20"',
      }),
  });
  const warningHeader = { 'x-warning': { description: 'An i18n key the screen shows as a warning (same first and last name as another record).', schema: { type: 'string' as const } } };
  const verificationHeader = {
    'x-email-verification-sent': { description: 'Set to `true` when a person changed the e-mail of their own record: it is unverified until they open the link just sent to it.', schema: { type: 'string' as const } },
  };
  const writable = !entity.readOnly;
  const creatable = writable && !entity.fixedRecords && (entity.collection !== 'users' || entity.roles?.length === 1);
  const deletable = writable && !entity.fixedRecords;

  return {
    list: createRoute({
      method: 'get',
      path: `/${apiName}`,
      tags,
      security,
      summary: `List ${resource.name}`,
      description: 'Refine simple-rest conventions: `_start`, `_end`, `_sort`, `_order`, filters, `q`; `?id=a&id=b` gets many. Unknown parameters are refused.',
      request: { query: listQuerySchema(entity) },
      responses: {
        200: {
          description: 'One page of records',
          headers: { 'x-total-count': { description: 'Rows matching the filters, all pages.', schema: { type: 'integer' as const } } },
          content: { 'application/json': { schema: z.array(record) } },
        },
        ...errorResponses(400, 401, 403),
      },
    }),
    export: createRoute({
      method: 'get',
      path: `/${apiName}/export.csv`,
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
      tags,
      security,
      summary: `Get one of ${resource.name}`,
      request: { params: idParams },
      responses: { 200: { description: 'The record', headers: etagHeader, content: { 'application/json': { schema: record } } }, ...errorResponses(400, 401, 404) },
    }),
    ...(creatable && {
      create: createRoute({
        method: 'post',
        path: `/${apiName}`,
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
        tags,
        security,
        summary: `Update one of ${resource.name}`,
        description: 'Only the fields sent change; `null` clears an optional field. The whole record is checked again. With `If-Match`, a record changed since the client read it is left as it is (409 `editConflict`).',
        request: { params: idParams, headers: ifMatch, body: body(withOpenApi(entity.schemas.update, names.update), 'The fields to change') },
        responses: {
          200: { description: 'Updated', headers: { ...etagHeader, ...warningHeader, ...verificationHeader }, content: { 'application/json': { schema: record } } },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      }),
    }),
    ...(deletable && {
      delete: createRoute({
        method: 'delete',
        path: `/${apiName}/{id}`,
        tags,
        security,
        summary: `Delete one of ${resource.name}`,
        description: 'With `If-Match`, a record changed since the client read it is kept (409 `editConflict`).',
        request: { params: idParams, headers: ifMatch },
        responses: { 200: { description: 'Deleted; the record as it was', content: { 'application/json': { schema: record } } }, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    }),
  };
}

function schemaNames(name: string) {
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return { record: pascal, create: `${pascal}Create`, update: `${pascal}Update` };
}
