import { Query } from 'mingo';
import { DuplicateKeyError, type IndexSpec, type StoredDocument } from '../store.ts';

/**
 * Unique indexes, kept by the embedded store itself (nedb has no partial indexes): for each index, a map from the
 * indexed values to the id of the document holding them. A document takes part when it matches the partial filter;
 * a missing field counts as null, as in MongoDB.
 */
export class UniqueIndex {
  readonly spec: IndexSpec;
  private readonly partial: Query | undefined;
  private readonly owners = new Map<string, string>();

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.partial = spec.partialFilter ? new Query(spec.partialFilter) : undefined;
  }

  /** The map key of a document, or undefined when it does not take part. */
  keyOf(document: StoredDocument): string | undefined {
    if (this.partial && !this.partial.test(document)) return undefined;
    return JSON.stringify(Object.keys(this.spec.keys).map((path) => valueAt(document, path) ?? null));
  }

  /** Throws when another document already holds the values `document` would take. */
  check(document: StoredDocument, collection: string): void {
    const key = this.keyOf(document);
    if (key === undefined) return;
    const owner = this.owners.get(key);
    if (owner !== undefined && owner !== document._id) throw new DuplicateKeyError(collection, this.spec.name);
  }

  add(document: StoredDocument): void {
    const key = this.keyOf(document);
    if (key !== undefined) this.owners.set(key, document._id);
  }

  remove(document: StoredDocument): void {
    const key = this.keyOf(document);
    if (key !== undefined && this.owners.get(key) === document._id) this.owners.delete(key);
  }

  /** Builds the map from existing documents; like MongoDB, refuses to build over duplicates. */
  rebuild(documents: readonly StoredDocument[], collection: string): void {
    this.owners.clear();
    for (const document of documents) {
      this.check(document, collection);
      this.add(document);
    }
  }
}

export function valueAt(document: Record<string, unknown>, path: string): unknown {
  let current: unknown = document;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
