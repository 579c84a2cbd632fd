import type { ChangeListener, Store } from './store.ts';

/** What a cache kept between requests must offer: forgetting what a write touched. */
export interface ForgetsWrites {
  forget: ChangeListener;
}

/**
 * The one cache of `registry`'s kind for this store, made on first use and told of every write to it; `undefined` on
 * a store that does not tell its writes (MongoDB: other servers write it, so nothing may be kept). Keyed by the
 * store's `onChange`, which the store hands on to its transactions' stores: one cache serves them all.
 */
export function keptPerStore<T extends ForgetsWrites>(registry: WeakMap<NonNullable<Store['onChange']>, T>, store: Store, make: () => T): T | undefined {
  if (!store.onChange) return undefined;
  let kept = registry.get(store.onChange);
  if (!kept) {
    const created = make();
    store.onChange((collection, ids) => created.forget(collection, ids));
    registry.set(store.onChange, created);
    kept = created;
  }
  return kept;
}
