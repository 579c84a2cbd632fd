import { Query } from 'mingo';
import type { AppAbility, Entity } from '@binome/schema';
import type { Filter, StoredDocument } from '../store/store.ts';
import { accessFilter } from './access.ts';
import { viewFilter } from './documents.ts';

/**
 * What a reader may read of an entity, as a store filter (the view's roles and the CASL read rules) and as a test
 * of one stored document with MongoDB's semantics (mingo, the embedded store's own query engine), for the labels
 * read from documents kept between requests (label-sources.ts): the same answer the query would give.
 */
export interface ReadFilter {
  filter: Filter;
  matches(document: StoredDocument): boolean;
}

/**
 * Built once per ability and entity: abilities are themselves built once per set of facts (auth/signed-in.ts) and
 * never changed after, so a reader's every request reuses them; a change of their rights builds a new ability.
 */
const BUILT = new WeakMap<AppAbility, Map<Entity, ReadFilter | null>>();

/** `null` when no rule lets the reader read any record of the entity. */
export function readFilterOf(ability: AppAbility, entity: Entity): ReadFilter | null {
  let byEntity = BUILT.get(ability);
  if (!byEntity) {
    byEntity = new Map();
    BUILT.set(ability, byEntity);
  }
  let built = byEntity.get(entity);
  if (built === undefined) {
    built = readFilter(ability, entity);
    byEntity.set(entity, built);
  }
  return built;
}

function readFilter(ability: AppAbility, entity: Entity): ReadFilter | null {
  const access = accessFilter(ability, 'read', entity.name);
  if (access === null) return null;
  const filter = { $and: [viewFilter(entity), access] };
  let query: Query | undefined;
  return {
    filter,
    matches: (document) => (query ??= new Query(filter)).test(document),
  };
}
