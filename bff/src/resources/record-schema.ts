import { z } from '@hono/zod-openapi';
import type { Resource } from '@binome/schema';
import { withOpenApi } from '../http/openapi-common.ts';

/**
 * What list and get answers add to each record for its presentation and its revision (the other answers leave them out). They are
 * never accepted in a request body: the create and update schemas refuse unknown keys.
 */
export const LABEL_FIELDS = {
  _etag: z.string().optional().openapi({
    description:
      "The record's revision, the same strong entity tag as a read's `ETag` header: send it back in `If-Match` when changing or deleting the record from a list, so that a change made since is not silently undone.",
    example: '"0c8f5d3e-9b7a-4f51-8a2e-1d6c7b9e4f20"',
  }),
  _label: z.string().nullable().optional().openapi({
    description:
      "The record's title as its descriptor defines it (a person's full name; a session's Paris date and time and its participants), in the request's language (`Accept-Language`, French by default); `null` when the reader may read none of the fields it is made of.",
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
      description:
        "The title of each record this one references, by resource and id (`system`, the author of seeded data, included). `null` when the reader may not read the referenced record or the fields its title reads: screens show a neutral 'not accessible', never the id.",
      example: { tutors: { 'demo-tutor-8': 'Juliette Lopez' }, students: { 'demo-student-1': null }, users: { system: 'Système' } },
    }),
};

const RECORDS = new Map<string, z.ZodType>();

/**
 * A record of a resource as the API answers it (component `Tutors`, `Certificates`...): every field optional, since
 * what a reader gets depends on their rights. One schema per resource, so that the workflow routes that answer a
 * record (issue a certificate, review a document) name the same component as the generated routes.
 */
export function recordSchemaOf(resource: Resource): z.ZodType {
  let record = RECORDS.get(resource.name);
  if (!record) {
    const name = resource.name.charAt(0).toUpperCase() + resource.name.slice(1);
    record = withOpenApi(resource.entity.schemas.response.extend({ id: z.string(), ...LABEL_FIELDS }), name);
    RECORDS.set(resource.name, record);
  }
  return record;
}
