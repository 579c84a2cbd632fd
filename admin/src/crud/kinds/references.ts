import type { LogicalFilter } from '@refinedev/core';
import { RESOURCES, type Resource } from '@binome/schema';

/**
 * What the reference widgets need to know about the resource a field points to. Refine is given the registry
 * name (`companyConfigurations`), which is the `identifier` of the admin's Refine resources; Refine then calls
 * the data provider with that resource's `name`, the API path segment (`company-configurations`).
 */

/** Section 9: reference data is cached five minutes; many rows point to the same few records. */
export const REFERENCE_STALE_TIME = 5 * 60_000;
/** Options loaded at once by a reference select: a page when the server can search, more when it cannot. */
export const REFERENCE_PAGE_SIZE = { searchable: 20, notSearchable: 100 } as const;

const BY_NAME = new Map<string, Resource>((RESOURCES as readonly Resource[]).map((resource) => [resource.name, resource]));

/** The referenced resource, or none for a name the registry does not have (shown as the bare id, not a crash). */
export function referencedResource(name: string): Resource | undefined {
  return BY_NAME.get(name);
}

/** Whether the BFF answers `q` for that resource (it refuses `q` where nothing is searchable). */
export function isSearchable(resource: Resource): boolean {
  return resource.entity.searchable.length > 0;
}

/** The server search of a reference select as the person types; an empty box lists the first page again. */
export function referenceSearchFilters(search: string): LogicalFilter[] {
  const text = search.trim();
  return [{ field: 'q', operator: 'eq', value: text === '' ? undefined : text }];
}

/** An id worth asking the server for. */
export function isReferenceId(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
}
