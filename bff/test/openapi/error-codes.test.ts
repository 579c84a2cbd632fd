import { describe, expect, it } from 'vitest';
import { ERROR_CODES, NUMERIC_CODES, NUMERIC_ERROR_CODES } from '@binome/schema';
import { openApiDocument } from '../../src/openapi/document.ts';

interface Schema {
  $ref?: string;
  anyOf?: { type?: string; enum?: unknown[] }[];
}
const schemas = (openApiDocument() as unknown as { components: { schemas: Record<string, { properties?: Record<string, Schema> } & Schema> } }).components
  .schemas;

/**
 * `Error.code` in the document is the catalogue's enumeration (one source, `ERROR_CODES` and the spec's numeric
 * codes), so that a partner's generated client knows the codes it may branch on and refuses a misspelt one. That
 * the server sends no other code is the compiler's part: a `Problem` takes an `ErrorCode`.
 */
describe('the error codes in the published document', () => {
  it("types Error.code as the catalogue: its stable codes and the spec's numeric ones, nothing else", () => {
    expect(schemas.Error!.properties!.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    const [stable, numeric] = schemas.ErrorCode!.anyOf!;
    expect(stable).toMatchObject({ type: 'string', enum: [...ERROR_CODES] });
    expect(numeric).toMatchObject({ type: 'integer', enum: [2004, 2033, 2039, 2041] });
    expect(NUMERIC_CODES).toEqual(Object.keys(NUMERIC_ERROR_CODES).map(Number));
  });

  it('lists each stable code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
