import type { ResourceProps } from '@refinedev/core';
import { RESOURCES, screenPath, type Resource } from '@binome/schema';

const BY_ANY_NAME = new Map<string, Resource>();
for (const resource of RESOURCES as readonly Resource[]) {
  BY_ANY_NAME.set(resource.name, resource);
  BY_ANY_NAME.set(resource.apiName, resource);
}

/** The schema's resource behind a Refine resource name (the API name) or identifier (the registry name). */
export function resourceByAnyName(name: string): Resource | undefined {
  return BY_ANY_NAME.get(name);
}

export function registryNameOf(name: string): string | undefined {
  return BY_ANY_NAME.get(name)?.name;
}

/**
 * Refine's resources, from the schema's registry: `name` is the API path segment (so that `@refinedev/simple-rest`
 * calls `/v1/<apiName>` unchanged), `identifier` the registry name (the CASL subject and i18n namespace), and the
 * routes the staff paths of section 2. Resources without a staff screen are still declared, so that reference
 * selects and `useMany` can read them.
 */
export const refineResources: ResourceProps[] = (RESOURCES as readonly Resource[]).map((resource) => ({
  name: resource.apiName,
  identifier: resource.name,
  ...(resource.staffPath && {
    list: screenPath(resource, 'list'),
    create: screenPath(resource, 'add'),
    show: screenPath(resource, 'view'),
    edit: screenPath(resource, 'edit'),
  }),
  meta: { canDelete: true },
}));
