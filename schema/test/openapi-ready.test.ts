import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESOURCES, type Resource } from '../src/index.ts';

/**
 * The BFF publishes the descriptors' schemas in its OpenAPI document: request bodies as JSON Schema of what they
 * accept, responses as JSON Schema of what they answer. A schema that cannot be written so breaks the document.
 */
describe('entity schemas can be written as JSON Schema', () => {
  const resources = RESOURCES as readonly Resource[];

  it.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const { create, update, response } = resource.entity.schemas;
    const createBody = z.toJSONSchema(create, { io: 'input' });
    const updateBody = z.toJSONSchema(update, { io: 'input' });
    const answer = z.toJSONSchema(response, { io: 'output' });
    expect(createBody).toMatchObject({ type: 'object', additionalProperties: false });
    expect(updateBody).toMatchObject({ type: 'object', additionalProperties: false });
    expect(updateBody.required ?? []).toEqual([]);
    expect(Object.keys(answer.properties ?? {})).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt']));
    // Server-managed fields are answered, never accepted.
    expect(Object.keys(createBody.properties ?? {})).not.toContain('id');
  });
});
