import { getResource, RESOURCES, type Entity, type Field, type Resource } from '@binome/schema';
import { prepareStore } from '../../src/boot/open-store.ts';
import { seedDemoDataIfEmpty } from '../../src/boot/demo-seed.ts';
import { silentLogger } from '../../src/http/context.ts';
import { viewNameOf } from '../../src/resources/user-views.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { TEST_PASSWORD } from '../support/test-app.ts';

/** Every collection a resource lives in, once. */
export const RESOURCE_COLLECTIONS = [...new Set((RESOURCES as readonly Resource[]).map((resource) => resource.entity.collection))];

/** A fresh embedded store as the first `npm start` leaves it (reference lists, then the demo data), read back whole. */
export async function seededCollections(now: Date): Promise<Record<string, StoredDocument[]>> {
  const store = await createEmbeddedStore({});
  await prepareStore(store);
  const seeded = await seedDemoDataIfEmpty(store, { password: TEST_PASSWORD, now, log: silentLogger });
  if (!seeded.loaded) throw new Error('The demo data was not loaded');
  return Object.fromEntries(
    await Promise.all(RESOURCE_COLLECTIONS.map(async (collection) => [collection, await store.collection(collection).find({})] as const)),
  );
}

/** The resource a stored document belongs to: its role's view for users, the collection's resource otherwise. */
export function entityOf(collection: string, document: StoredDocument): Entity {
  if (collection === 'users') return getResource(viewNameOf(document)).entity;
  const resource = (RESOURCES as readonly Resource[]).find((candidate) => candidate.entity.collection === collection && !candidate.roles);
  if (!resource) throw new Error(`No resource for collection ${collection}`);
  return resource.entity;
}

/** Every id a record names through a reference field, with the resource it must be a record of. */
export function referencesIn(fields: Record<string, Field>, value: unknown, path = ''): { resource: string; id: string; path: string }[] {
  if (value === null || typeof value !== 'object') return [];
  const found: { resource: string; id: string; path: string }[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const at = (value as Record<string, unknown>)[key];
    if (at === undefined) continue;
    found.push(...referencesOfField(field, at, `${path}${key}`));
  }
  return found;
}

function referencesOfField(field: Field, value: unknown, path: string): { resource: string; id: string; path: string }[] {
  if (field.kind === 'reference') return [{ resource: field.resource, id: String(value), path }];
  if (field.kind === 'object') return referencesIn(field.fields, value, `${path}.`);
  if (field.kind === 'list' && Array.isArray(value)) return value.flatMap((item, index) => referencesOfField(field.of, item, `${path}.${index}`));
  return [];
}

export const fullName = (user: StoredDocument) => {
  const contact = user.contactDetails as { firstName: string; lastName: string };
  return `${contact.firstName} ${contact.lastName}`;
};
