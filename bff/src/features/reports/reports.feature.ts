import { classReports, scReports } from '@binome/schema';
import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { hooksFor } from '../../resources/write-hooks.ts';
import { reportFamilyView } from './report-family-view.ts';
import { reportWriteHooks } from './report-write.hooks.ts';

/** Reports: where a report may stand and who confirms it on a generic write; one child's line of a group report. */
export const reportsFeature: FeatureDeclaration = {
  writeHooks: { classReports: hooksFor(classReports, reportWriteHooks), scReports: hooksFor(scReports, reportWriteHooks) },
  readViews: { classReports: reportFamilyView },
};
