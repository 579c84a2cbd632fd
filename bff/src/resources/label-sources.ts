import type { Store, StoredDocument } from '../store/store.ts';
import { deepFrozen } from './deep-frozen.ts';
import { keptPerStore } from '../store/kept-per-store.ts';

/**
 * What the labels of referenced records are made of, kept between requests (issue 29): the stored document of
 * each record named by a page (or `null` when there is none), by collection and id, and the titles already composed
 * from it. A page of tutors names the same program and establishments on every request; they are read from the
 * store once, and again only after a write to them. And the labels of a page's own rows, by the revision they were
 * composed from (composing them was about an eighth of a tutors list's CPU time).
 *
 * What is kept is what the store holds, never what one reader may see: each request still tests its reader's read
 * filter on the document and composes from only the fields that reader may read (reference-labels.ts), and a
 * title is reused only for the same language and the same readable fields, so no reader is ever answered more than
 * their rights give them now.
 *
 * Kept right by the store's own news of its writes (`Store.onChange`): every write forgets the documents it touched,
 * whoever made it (a route, a feature's transaction, a job, a failed transaction's undoing). So it works only on a
 * store that only this process writes, the embedded one (a restore or a new seed is a new store, with a new cache).
 * On MongoDB several servers write the same database: a time limit would still serve, until it runs out, a renamed
 * record's old name or a record its reader may no longer see, and following its change streams needs a replica set
 * and a resume after every disconnection. There, `labelSourcesOf` answers nothing and labels are read from the
 * store on every request, as before.
 */
export interface LabelSource {
  /** The whole stored document, frozen: it never leaves the server, and only a reader's readable fields are used. */
  readonly document: StoredDocument | null;
  /** Titles composed from it, by `titleKey` (language and readable fields); only for titles that name no other record. */
  readonly titles: Map<string, string | null>;
}

/** Beyond this many documents kept, everything is forgotten at once (as the abilities are): a bound, simply. */
const MAX_SOURCES = 10_000;

interface Kept {
  sources: Map<string, LabelSource>;
  /** The labels of a page's own rows, by id: composed from the revision they name, by `titleKey`. */
  own: Map<string, { revision: string; labels: Map<string, OwnLabel> }>;
  /** Counts the writes to the collection: a read that started before one must not keep what it read. */
  generation: number;
}

/** A row's own label, as `withLabels` composes it for a page. */
export interface OwnLabel {
  title: string | null;
  detail: string | null;
}

export class LabelSources {
  private byCollection = new Map<string, Kept>();
  private size = 0;

  /** The sources of these ids of `collection`, read from the store for those not kept; every id is answered. */
  async sourcesOf(store: Store, collection: string, ids: readonly string[]): Promise<Map<string, LabelSource>> {
    const kept = this.keptOf(collection);
    const found = new Map<string, LabelSource>();
    const missing: string[] = [];
    for (const id of ids) {
      const source = kept.sources.get(id);
      if (source) found.set(id, source);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = kept.generation;
    const documents = await store.collection(collection).find({ _id: { $in: missing } });
    const byId = new Map(documents.map((document) => [document._id, document]));
    // A write meanwhile (or everything forgotten meanwhile) may have made what was read stale: used once, not kept.
    const keep = kept.generation === generation && this.byCollection.get(collection) === kept;
    for (const id of missing) {
      const document = byId.get(id);
      const source: LabelSource = { document: document ? deepFrozen(document) : null, titles: new Map() };
      found.set(id, source);
      if (!keep) continue;
      if (this.size >= MAX_SOURCES) this.forgetAll();
      const now = this.keptOf(collection);
      if (now !== kept) continue;
      kept.sources.set(id, source);
      this.size += 1;
    }
    return found;
  }

  /** Counts the writes to `collection`: taken before a page is read, handed to `keepOwnLabel` after. */
  generationOf(collection: string): number {
    return this.keptOf(collection).generation;
  }

  /** The own label of a page's row kept for this revision of the record and this `titleKey`. */
  ownLabel(collection: string, id: string, revision: string, key: string): OwnLabel | undefined {
    const own = this.byCollection.get(collection)?.own.get(id);
    return own?.revision === revision ? own.labels.get(key) : undefined;
  }

  /**
   * Keeps a row's own label, composed from the page read when the collection's write count was `generation`: not
   * when a write came since (the page may be older than the record now, and the write has already forgotten it).
   */
  keepOwnLabel(collection: string, id: string, revision: string, key: string, label: OwnLabel, generation: number): void {
    const kept = this.byCollection.get(collection);
    if (!kept || kept.generation !== generation) return;
    let own = kept.own.get(id);
    if (own?.revision !== revision) {
      if (!own && this.size >= MAX_SOURCES) return this.forgetAll();
      if (!own) this.size += 1;
      own = { revision, labels: new Map() };
      kept.own.set(id, own);
    }
    own.labels.set(key, label);
  }

  /** A write touched these documents. */
  forget(collection: string, ids: readonly string[]): void {
    const kept = this.byCollection.get(collection);
    if (!kept) return;
    kept.generation += 1;
    for (const id of ids) {
      if (kept.sources.delete(id)) this.size -= 1;
      if (kept.own.delete(id)) this.size -= 1;
    }
  }

  forgetAll(): void {
    this.byCollection = new Map();
    this.size = 0;
  }

  private keptOf(collection: string): Kept {
    let kept = this.byCollection.get(collection);
    if (!kept) {
      kept = { sources: new Map(), own: new Map(), generation: 0 };
      this.byCollection.set(collection, kept);
    }
    return kept;
  }
}

const sourcesByStore = new WeakMap<NonNullable<Store['onChange']>, LabelSources>();

/** The cache of a store that tells its writes; `undefined` on one that does not (MongoDB). */
export function labelSourcesOf(store: Store): LabelSources | undefined {
  return keptPerStore(sourcesByStore, store, () => new LabelSources());
}

/** The language and the readable fields a title was composed for; `*` when the reader may read every field. */
export function titleKey(language: string, patterns: readonly string[] | undefined): string {
  return patterns ? `${language}\n${patterns.join('\n')}` : `${language}\n*`;
}
