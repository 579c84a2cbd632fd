import type { SignedIn } from '../http/context.ts';

/**
 * What a feature cuts from a record as one reader sees it, beyond the fields CASL withholds: parts of a list
 * (one child's line of a group report). Runs on every answer made of records (`readView`), after the fields are
 * projected, so lists, single reads and exports tell the same.
 */
export type ReadView = (record: Record<string, unknown>, signedIn: SignedIn) => Record<string, unknown>;

/** The read views app.ts composes from the features' declarations (features/features.ts); none until then. */
let registered: ReadonlyMap<string, ReadView> = new Map();

export function registerReadViews(byResource: ReadonlyMap<string, ReadView>): void {
  registered = byResource;
}

export function readViewOf(resourceName: string): ReadView | undefined {
  return registered.get(resourceName);
}
