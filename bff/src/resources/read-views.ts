import type { SignedIn } from '../http/context.ts';
import { reportFamilyView } from '../features/reports/report-family-view.ts';

/**
 * What a feature cuts from a record as one reader sees it, beyond the fields CASL withholds: parts of a list
 * (one child's line of a group report). Runs on every answer made of records (`readView`), after the fields are
 * projected, so lists, single reads and exports tell the same.
 */
export type ReadView = (record: Record<string, unknown>, signedIn: SignedIn) => Record<string, unknown>;

/** Each feature registers its read view of a resource here, and only here. */
const READ_VIEWS: Readonly<Record<string, ReadView>> = {
  classReports: reportFamilyView,
};

export function readViewOf(resourceName: string): ReadView | undefined {
  return READ_VIEWS[resourceName];
}
