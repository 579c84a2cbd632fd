import { familyReportView } from '@binome/schema';
import type { ReadView } from '../../resources/read-views.ts';

/**
 * A family reads a group session's report with only their own child's line (and the tutor's): the rules let them
 * read the report, this cuts what it says of the other children, on lists, single reads and exports alike.
 */
export const reportFamilyView: ReadView = (record, signedIn) => (signedIn.familyStudentIds ? familyReportView(record, signedIn.familyStudentIds) : record);
