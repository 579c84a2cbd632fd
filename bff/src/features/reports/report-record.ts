import type { classReports, StoredRecord } from '@binome/schema';

/** A report as stored, read from its descriptor (class reports and SC reports share their fields). */
export type Report = StoredRecord<typeof classReports>;
